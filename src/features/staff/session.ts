/**
 * Staff sign-in with the Firebase Auth web SDK (modular): Google (a popup, or a redirect where popups are
 * blocked) and an email link. Locally the SDK talks to the Auth emulator (`.env.emulator`). Only the back
 * office's chunk imports this module, so firebase/auth never reaches a visitor's page.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
} from 'firebase/auth';

/** Who is signed in, as the back office shows it. */
export interface SignedInUser {
  uid: string;
  email: string;
}

/** What the back office needs of sign-in; `createStaffSession` implements it on Firebase Auth. */
export interface StaffSession {
  /** Calls `listener` with the signed-in user (or null) now and at every change; returns the unsubscribe. */
  onUserChange(listener: (user: SignedInUser | null) => void): () => void;
  /** The current ID token, or a fresh one; null when nobody is signed in. */
  idToken(forceRefresh: boolean): Promise<string | null>;
  signInWithGoogle(): Promise<void>;
  sendSignInLink(email: string, returnUrl: string): Promise<void>;
  /** Whether `url` is a sign-in link that `completeSignInLink` can finish. */
  isSignInLink(url: string): boolean;
  completeSignInLink(email: string, url: string): Promise<void>;
  signOut(): Promise<void>;
}

/** Popups fail in some browsers (blocked, or an in-app browser): the sign-in then leaves and comes back. */
const POPUP_FALLBACK = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
]);

const REDIRECT_PENDING = 'lakeforge.staff.googleRedirect';

/** The local stack's Auth emulator takes any key. */
function emulatorConfig(): FirebaseOptions {
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-lakeforge';
  return { projectId, apiKey: 'local-emulator', authDomain: `${projectId}.firebaseapp.com` };
}

/** A deployed project's web config (`.env.<alias>`; the production build refuses a project without it). */
function deployedConfig(): FirebaseOptions {
  const { VITE_FIREBASE_PROJECT_ID: projectId, VITE_FIREBASE_API_KEY: apiKey } = import.meta.env;
  const { VITE_FIREBASE_AUTH_DOMAIN: authDomain, VITE_FIREBASE_APP_ID: appId } = import.meta.env;
  if (!projectId || !apiKey || !authDomain || !appId) {
    throw new Error('This build has no Firebase web config for staff sign-in (see scripts/webConfig.ts).');
  }
  return { projectId, apiKey, authDomain, appId };
}

function firebaseAuth(): Auth {
  const emulatorHost = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const app = initializeApp(emulatorHost ? emulatorConfig() : deployedConfig(), 'staff');
  // No popup-and-redirect resolver here (getAuth's default): with one, Firebase loads Google's sign-in frame at
  // once on phones. The Google sign-in passes it when it is used.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorHost) connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  return auth;
}

export function createStaffSession(): StaffSession {
  const auth = firebaseAuth();
  // A redirect sign-in (the popup's fallback) finishes when the page loads again; its errors are not ours to show.
  if (sessionStorage.getItem(REDIRECT_PENDING)) {
    sessionStorage.removeItem(REDIRECT_PENDING);
    void getRedirectResult(auth, browserPopupRedirectResolver).catch(() => undefined);
  }
  return {
    onUserChange: (listener) =>
      onIdTokenChanged(auth, (user) => listener(user ? { uid: user.uid, email: user.email ?? '' } : null)),
    idToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
    async signInWithGoogle() {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      try {
        await signInWithPopup(auth, provider, browserPopupRedirectResolver);
      } catch (error) {
        if (!POPUP_FALLBACK.has((error as { code?: string }).code ?? '')) throw error;
        sessionStorage.setItem(REDIRECT_PENDING, '1');
        await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
      }
    },
    sendSignInLink: (email, returnUrl) => sendSignInLinkToEmail(auth, email, { url: returnUrl, handleCodeInApp: true }),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    completeSignInLink: async (email, url) => {
      await signInWithEmailLink(auth, email, url);
    },
    signOut: () => signOut(auth),
  };
}
