import { useNavigate, useParams } from 'react-router-dom';
import { useToast } from '../../../shared/ui/ToastProvider';
import { profileUrl } from '../urls';

export interface FormTarget {
  /** The person in the URL; undefined on one's own forms (/people/me/…). */
  userId: string | undefined;
  /** Their profile: where Cancel and success go. */
  profile: string;
  /** After success: say so and return to the profile. */
  done(message: string): void;
}

/**
 * Whose details a form changes: the user in the URL (/people/view/:userId/…),
 * or the signed-in user (/people/me/…), and where to go when done.
 */
export function useFormTarget(): FormTarget {
  const { userId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const profile = profileUrl(userId);
  return {
    userId,
    profile,
    done(message: string) {
      toast.success(message);
      void navigate(profile);
    },
  };
}
