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
import { PortalScreen } from '../features/portal/portal-screen.tsx';
import { JobPostingScreen } from '../features/job-posting/job-posting-screen.tsx';
import { ApplyScreen } from '../features/apply/apply-screen.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { AccountScreen } from '../features/account/account-screen.tsx';
import { CredentialsScreen } from '../features/credentials/credentials-screen.tsx';
import { UploadScreen } from '../features/upload/upload-screen.tsx';
import { JobsScreen } from '../features/jobs/jobs-screen.tsx';
import { GenerateScreen } from '../features/generate/generate-screen.tsx';
import { CreateResumeScreen } from '../features/resumes/create-resume-screen.tsx';
import { ResumesScreen } from '../features/resumes/resumes-screen.tsx';
import { StatsScreen } from '../features/stats/stats-screen.tsx';
import { BuyScreen } from '../features/buy/buy-screen.tsx';
import { ShortlistScreen } from '../features/shortlist/shortlist-screen.tsx';
import { RecruiterScreen } from '../features/recruiter/recruiter-screen.tsx';
import { NotFoundScreen } from '../features/not-found/not-found-screen.tsx';

/** Every route of spec section 2 with its access rule. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      // Public routes.
      { path: paths.landing, element: <LandingScreen /> },
      { path: paths.login, element: <LoginScreen /> },
      { path: paths.signup, element: <SignupScreen /> },
      { path: paths.contact, element: <ContactScreen /> },
      { path: paths.logout, element: <LogoutScreen /> },
      { path: paths.portal, element: <PortalScreen /> },
      { path: paths.job, element: <JobPostingScreen /> },
      { path: paths.apply, element: <ApplyScreen /> },
      // Guarded routes: /login without stored tokens.
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <HomeScreen /> },
          { path: paths.account, element: <AccountScreen /> },
          { path: paths.creds, element: <CredentialsScreen /> },
          { path: paths.upload, element: <UploadScreen /> },
          { path: paths.jobs, element: <JobsScreen /> },
          { path: paths.generate, element: <GenerateScreen /> },
          { path: paths.createResume, element: <CreateResumeScreen /> },
          { path: paths.feedback, element: <FeedbackScreen /> },
          { path: paths.stats, element: <StatsScreen /> },
          { path: paths.buy, element: <BuyScreen /> },
          { path: paths.resumes, element: <ResumesScreen /> },
          { path: paths.shortlist, element: <ShortlistScreen /> },
          { path: paths.recruiter, element: <RecruiterScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
