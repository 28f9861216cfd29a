import { Box } from '@mui/material';
import QrScanner from 'qr-scanner';
import { useEffect, useEffectEvent, useRef } from 'react';

export interface CardScannerProps {
  /** Called once with the QR code's text. */
  onScanned(text: string): void;
  /** Called when the camera cannot start (refused, in use, none after all). */
  onFailure(): void;
}

/**
 * The camera's picture, read for a QR code until one is found (qr-scanner:
 * the browser's BarcodeDetector where there is one, else its own worker).
 * Loaded only when a student chooses to scan: it stays out of the sign-in page.
 */
export default function CardScanner({ onScanned, onFailure }: CardScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const scanned = useEffectEvent(onScanned);
  const failed = useEffectEvent(onFailure);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let done = false;
    const scanner = new QrScanner(
      element,
      (result) => {
        if (done) return;
        done = true;
        scanner.stop();
        scanned(result.data);
      },
      { preferredCamera: 'environment', returnDetailedScanResult: true, maxScansPerSecond: 10 },
    );
    scanner.start().catch(() => failed());
    return () => scanner.destroy();
  }, []);
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label="Camera picture: hold your card's QR code in front of the camera"
      sx={{ width: '100%', maxHeight: 320, borderRadius: 1, bgcolor: 'grey.900', objectFit: 'cover' }}
    />
  );
}
