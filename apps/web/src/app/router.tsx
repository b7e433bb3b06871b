import { createBrowserRouter } from 'react-router';
import { paths } from './paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireAuth } from './layout/require-auth.tsx';
import { LandingScreen } from '../features/landing/landing-screen.tsx';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { SignupScreen } from '../features/auth/signup-screen.tsx';
import { LogoutScreen } from '../features/auth/logout-screen.tsx';
import { ContactScreen } from '../features/support/contact-screen.tsx';
import { FeedbackScreen } from '../features/support/feedback-screen.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { AccountScreen } from '../features/account/account-screen.tsx';
import { CredentialsScreen } from '../features/credentials/credentials-screen.tsx';
import { StatsScreen } from '../features/stats/stats-screen.tsx';
import { BuyScreen } from '../features/buy/buy-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';

/**
 * Every route of spec section 2 with its access rule. Screens past the first visit (editor,
 * generate, jobs, shortlist, recruiter…) load on demand, so the first page stays small.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      // Public routes.
      { path: paths.landing, element: <LandingScreen /> },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.signup, element: <SignupScreen /> },
      {
        path: paths.forgotPassword,
        lazy: () =>
          import('../features/auth/forgot-password-screen.tsx').then((m) => ({ Component: m.ForgotPasswordScreen })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('../features/auth/reset-password-screen.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
      },
      { path: paths.contact, element: <ContactScreen /> },
      { path: paths.logout, element: <LogoutScreen /> },
      {
        path: paths.portal,
        lazy: () => import('../features/portal/portal-screen.tsx').then((m) => ({ Component: m.PortalScreen })),
      },
      {
        path: paths.job,
        lazy: () =>
          import('../features/job-posting/job-posting-screen.tsx').then((m) => ({ Component: m.JobPostingScreen })),
      },
      {
        path: paths.apply,
        lazy: () => import('../features/apply/apply-screen.tsx').then((m) => ({ Component: m.ApplyScreen })),
      },
      // Guarded routes: /login without stored tokens.
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <HomeScreen /> },
          { path: paths.account, element: <AccountScreen /> },
          { path: paths.creds, element: <CredentialsScreen /> },
          {
            path: paths.upload,
            lazy: () => import('../features/upload/upload-screen.tsx').then((m) => ({ Component: m.UploadScreen })),
          },
          {
            path: paths.jobs,
            lazy: () => import('../features/jobs/jobs-screen.tsx').then((m) => ({ Component: m.JobsScreen })),
          },
          {
            path: paths.generate,
            lazy: () =>
              import('../features/generate/generate-screen.tsx').then((m) => ({ Component: m.GenerateScreen })),
          },
          {
            path: paths.createResume,
            lazy: () =>
              import('../features/resumes/create-resume-screen.tsx').then((m) => ({ Component: m.CreateResumeScreen })),
          },
          { path: paths.feedback, element: <FeedbackScreen /> },
          { path: paths.stats, element: <StatsScreen /> },
          { path: paths.buy, element: <BuyScreen /> },
          {
            path: paths.resumes,
            lazy: () => import('../features/resumes/resumes-screen.tsx').then((m) => ({ Component: m.ResumesScreen })),
          },
          {
            path: paths.shortlist,
            lazy: () =>
              import('../features/shortlist/shortlist-screen.tsx').then((m) => ({ Component: m.ShortlistScreen })),
          },
          {
            path: paths.recruiter,
            lazy: () =>
              import('../features/recruiter/recruiter-screen.tsx').then((m) => ({ Component: m.RecruiterScreen })),
          },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
