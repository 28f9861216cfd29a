import { useEffect, useState } from 'react';

/**
 * Whether the device has a camera to scan a card with: asked of the browser
 * (no permission needed to list devices), false until it answers, and where
 * the browser cannot use one (no mediaDevices: an insecure page, an old browser).
 */
export function useHasCamera(): boolean {
  const [hasCamera, setHasCamera] = useState(false);
  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.enumerateDevices || !devices.getUserMedia) return;
    let current = true;
    devices
      .enumerateDevices()
      .then((found) => {
        if (current) setHasCamera(found.some((device) => device.kind === 'videoinput'));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return hasCamera;
}
