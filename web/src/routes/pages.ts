import { lazy } from 'react';

/**
 * Every page as its own chunk (route-level code splitting): the first page loads the app shell and
 * its own code only, and the rest comes when the user goes there.
 */
export const HomePage = lazy(() => import('./Home').then((m) => ({ default: m.HomePage })));
export const UploadPage = lazy(() => import('./Upload').then((m) => ({ default: m.UploadPage })));
export const ProfilePage = lazy(() => import('./Profile').then((m) => ({ default: m.ProfilePage })));
export const ProfileByUsernamePage = lazy(() => import('./ProfileByUsername').then((m) => ({ default: m.ProfileByUsernamePage })));
export const EditProfilePage = lazy(() => import('./EditProfile').then((m) => ({ default: m.EditProfilePage })));
export const FollowListPage = lazy(() => import('./FollowList').then((m) => ({ default: m.FollowListPage })));
export const MorePage = lazy(() => import('./More').then((m) => ({ default: m.MorePage })));
export const NotFoundPage = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFoundPage })));
export const WelcomePage = lazy(() => import('./Welcome').then((m) => ({ default: m.WelcomePage })));
export const SignUpPage = lazy(() => import('./SignUp').then((m) => ({ default: m.SignUpPage })));
export const LoginPage = lazy(() => import('./Login').then((m) => ({ default: m.LoginPage })));
export const PostPage = lazy(() => import('./PostPage').then((m) => ({ default: m.PostPage })));
export const LikesPage = lazy(() => import('./Likes').then((m) => ({ default: m.LikesPage })));
export const HashtagPage = lazy(() => import('./Hashtag').then((m) => ({ default: m.HashtagPage })));
export const SearchPage = lazy(() => import('./Search').then((m) => ({ default: m.SearchPage })));
export const ConversationsPage = lazy(() => import('./Conversations').then((m) => ({ default: m.ConversationsPage })));
export const HiddenWordsPage = lazy(() => import('./HiddenWords').then((m) => ({ default: m.HiddenWordsPage })));
export const PasskeysPage = lazy(() => import('./Passkeys').then((m) => ({ default: m.PasskeysPage })));
export const TwoFactorPage = lazy(() => import('./TwoFactor').then((m) => ({ default: m.TwoFactorPage })));
export const NewConversationPage = lazy(() => import('./NewConversation').then((m) => ({ default: m.NewConversationPage })));
export const ConversationPage = lazy(() => import('./Conversation').then((m) => ({ default: m.ConversationPage })));
export const ActivityPage = lazy(() => import('./Activity').then((m) => ({ default: m.ActivityPage })));
export const FollowRequestsPage = lazy(() => import('./FollowRequests').then((m) => ({ default: m.FollowRequestsPage })));
export const BlockedAccountsPage = lazy(() => import('./Blocks').then((m) => ({ default: m.BlockedAccountsPage })));
export const SessionsPage = lazy(() => import('./Sessions').then((m) => ({ default: m.SessionsPage })));
export const SettingsPage = lazy(() => import('./Settings').then((m) => ({ default: m.SettingsPage })));
export const AdminPage = lazy(() => import('./Admin').then((m) => ({ default: m.AdminPage })));
export const ReportsPage = lazy(() => import('./Reports').then((m) => ({ default: m.ReportsPage })));
export const BannedPage = lazy(() => import('./Banned').then((m) => ({ default: m.BannedPage })));
export const ForgotPasswordPage = lazy(() => import('./ForgotPassword').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('./ResetPassword').then((m) => ({ default: m.ResetPasswordPage })));
export const VerifyEmailPage = lazy(() => import('./VerifyEmail').then((m) => ({ default: m.VerifyEmailPage })));
