import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from './i18n/defineMessages';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth, useViewer } from './auth/AuthProvider';
import { Spinner } from './components/Loading';
import { isLanguage } from './i18n/languages';
import { useLanguage } from './i18n/LanguageProvider';
import { useReturnTo, withReturnTo } from './lib/returnTo';
import { ReplaceStaticShell, staticShellShown } from './lib/staticShell';
import { hasVisited, isFirstSignup, loadUser } from './lib/storage';
import { useLogOut } from './auth/useLogOut';
import { useAccountBan, wasShownBanned } from './components/useAccountBan';
import {
  ActivityPage,
  AdminPage,
  BannedPage,
  BlockedAccountsPage,
  ConversationPage,
  ConversationsPage,
  EditProfilePage,
  FollowListPage,
  FollowRequestsPage,
  ForgotPasswordPage,
  HashtagPage,
  HiddenWordsPage,
  PasskeysPage,
  HomePage,
  LikesPage,
  LoginPage,
  MorePage,
  NewConversationPage,
  NotFoundPage,
  PostPage,
  ProfileByUsernamePage,
  ProfilePage,
  ReportsPage,
  ResetPasswordPage,
  SearchPage,
  SessionsPage,
  SettingsPage,
  SignUpPage,
  TwoFactorPage,
  UploadPage,
  VerifyEmailPage,
  WelcomePage,
} from './routes/pages';
import { RedirectToLogin } from './routes/RedirectToLogin';
import { useRenewPushSubscription } from './push/useRenewPushSubscription';

const SIGNED_OUT_ENTRY_PATHS = ['/signup', '/login', '/admin-signup', '/forgot-password', '/reset-password', '/verify-email'];

// Read before the app forgets a session that is no longer live: opening signed out on a device
// that was signed in may mean the account was banned (the banned screen says so).
const wasSignedIn = loadUser() !== null || wasShownBanned();

/** `signedOutHere`: the person signed out (or was signed out) on this page load: no page to come back to. */
function SignedOutRoutes({ signedOutHere }: { signedOutHere: boolean }) {
  const { pathname } = useLocation();
  const firstVisit = !hasVisited() && !SIGNED_OUT_ENTRY_PATHS.includes(pathname);
  return (
    <Routes>
      <Route path="/welcome" element={<WelcomePage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin-signup" element={<SignUpPage admin />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="*" element={firstVisit ? <WelcomePage /> : <RedirectToLogin returnHere={!signedOutHere} />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/post/:postId" element={<PostPage />} />
      <Route path="/post/:postId/likes" element={<LikesPage />} />
      <Route path="/hashtag/:hashtag" element={<HashtagPage />} />
      <Route path="/search" element={<SearchPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/edit" element={<EditProfilePage />} />
      <Route path="/profile/:userId" element={<ProfilePage />} />
      <Route path="/u/:username" element={<ProfileByUsernamePage />} />
      <Route path="/followers/:userId" element={<FollowListPage side="followers" key="followers" />} />
      <Route path="/following/:userId" element={<FollowListPage side="following" key="following" />} />
      <Route path="/more" element={<MorePage />} />
      <Route path="/reports" element={<ReportsPage />} />
      <Route path="/settings" element={<SettingsPage />} />
      <Route path="/settings/hidden-words" element={<HiddenWordsPage />} />
      <Route path="/settings/passkeys" element={<PasskeysPage />} />
      <Route path="/settings/two-factor" element={<TwoFactorPage />} />
      <Route path="/messages" element={<ConversationsPage key="inbox" />} />
      <Route path="/messages/requests" element={<ConversationsPage requests key="requests" />} />
      <Route path="/settings/blocked" element={<BlockedAccountsPage />} />
      <Route path="/settings/sessions" element={<SessionsPage />} />
      <Route path="/follow-requests" element={<FollowRequestsPage />} />
      <Route path="/activity" element={<ActivityPage />} />
      <Route path="/messages/new" element={<NewConversationPage />} />
      <Route path="/messages/:conversationId" element={<ConversationPage />} />
      {/* Links from mails, opened signed in or not. */}
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      {/* Pages for signed-out visitors lead home once signed in (or where a link was going). */}
      <Route path="/welcome" element={<PastSignIn />} />
      <Route path="/login" element={<PastSignIn />} />
      {/* Right after sign-up the router may still be on /signup when the user arrives: go on to complete the profile. */}
      <Route path="/signup" element={<PastSignIn signUp />} />
      <Route path="/admin-signup" element={<PastSignIn signUp />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** A page for signed-out visitors, opened signed in: on to the page a link was going to, or home; right after sign-up, to the profile to complete first. */
function PastSignIn({ signUp = false }: { signUp?: boolean }) {
  const next = useReturnTo();
  return <Navigate to={signUp && isFirstSignup() ? withReturnTo('/profile/edit', next) : (next ?? '/')} replace />;
}

/** A new page starts at the top (the router keeps the scroll position otherwise). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies(pathname): the effect runs on each navigation, which is what `pathname` stands for here
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const messages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading' },
});

/** While the first screen is not ready, the page's own shell stays (see staticShell.ts); after that, a spinner while a screen's code arrives. */
function Loading() {
  const { formatMessage: t } = useIntl();
  if (staticShellShown()) return null;
  return (
    <div className="fullscreen-center">
      <Spinner label={t(messages.loading)} />
    </div>
  );
}

/** A signed-in person's language is their account's, on every device (null: they never chose, this device's choice stays). */
function useAccountLanguage(language: string | null | undefined) {
  const { choose } = useLanguage();
  useEffect(() => {
    if (isLanguage(language)) choose(language);
  }, [language, choose]);
}

export function App() {
  const { status } = useAuth();
  const user = useViewer();
  useRenewPushSubscription(user?.id);
  useAccountLanguage(user?.language);
  const ban = useAccountBan(status === 'ready', Boolean(user), wasSignedIn);
  const logOut = useLogOut();
  const wasSignedInHere = useRef(false);
  if (user) wasSignedInHere.current = true;
  // One boundary from the first render on: once the sign-in check answers, the page replaces the
  // shell that index.html painted once its code is there too (see AuthProvider's transition).
  return (
    <Suspense fallback={<Loading />}>
      {status === 'loading' ? (
        <Loading />
      ) : (
        <>
          <ReplaceStaticShell />
          <ScrollToTop />
          {ban.notice ? (
            <BannedPage ban={ban.notice} onLeave={() => void logOut().then(ban.dismiss)} />
          ) : user ? (
            <SignedInRoutes />
          ) : (
            <SignedOutRoutes signedOutHere={wasSignedInHere.current} />
          )}
        </>
      )}
    </Suspense>
  );
}
