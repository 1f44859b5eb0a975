import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepDoctorToken, type SignedIn } from '../api/doctor-session';

export const DOCTOR_HOME_PATH = '/doctorHome';

/**
 * Signing in by a form (phone and code, or registration): keeps the doctor's token and opens the
 * doctor's home, or holds the server's message to show in place.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const signIn = async (call: () => Promise<SignedIn>) => {
    setError(null);
    try {
      keepDoctorToken((await call()).token);
      void navigate(DOCTOR_HOME_PATH, { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return { error, setError, signIn };
}
