import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { hasStoredTokens } from '../../app/token-storage.ts';
import { restoreSession } from '../../app/session.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { LinkButton } from '../../components/link-button.tsx';

/** Landing: logs in automatically when tokens are stored (spec section 2). */
export function LandingScreen() {
  const navigate = useNavigate();
  const [isRestoring, setIsRestoring] = useState(hasStoredTokens);

  useEffect(() => {
    if (!hasStoredTokens()) return;
    let isCurrent = true;
    void restoreSession().then(async (ok) => {
      if (!isCurrent) return;
      if (ok) await navigate(paths.home, { replace: true });
      else setIsRestoring(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate]);

  if (isRestoring) return <LoadingBlock label="Signing you in..." />;
  return (
    <>
      <section className="text-center py-5">
        <h1 className="display-5 fw-bold mb-4">Build your resume fast and easy</h1>
        <p className="lead mb-4">Parse, edit, tailor and store your resumes in one place.</p>
        <LinkButton to={paths.login} size="lg">
          Get Started
        </LinkButton>
      </section>
      {FEATURES.map((feature, index) => (
        <section key={feature.image} className="row align-items-center g-4 py-4 border-top" aria-label={feature.title}>
          <div className={`col-lg-5 ${index % 2 === 1 ? 'order-lg-2' : ''}`}>
            <h2 className="h4">{feature.title}</h2>
            <p className="mb-0">{feature.text}</p>
          </div>
          <div className="col-lg-7">
            {/* Taken by `npm run screenshots` from the real app; loaded only when scrolled to. */}
            <img
              src={`/screenshots/${feature.image}.jpg`}
              alt={feature.alt}
              width={1280}
              height={800}
              loading="lazy"
              decoding="async"
              className="img-fluid rounded border shadow-sm"
            />
          </div>
        </section>
      ))}
    </>
  );
}

const FEATURES = [
  {
    title: 'See your resume as you type',
    text: 'Edit every section in a form and watch the finished PDF update beside it. Switch between three templates, all safe for applicant-tracking systems.',
    image: 'editor-preview',
    alt: 'The resume editor with the rendered PDF preview beside the form and the template thumbnails',
  },
  {
    title: 'Upload the resume you have',
    text: 'Drop a PDF, Word or text file and Vitae reads it into the form. Your file stays open beside it, and anything it was unsure of is marked for you to check.',
    image: 'upload-review',
    alt: 'A parsed upload under review: the original PDF beside the form, with the fields to check listed at the top',
  },
  {
    title: 'Tailor it to each job',
    text: 'Paste a job description and get a tailored version with the match before and after. Every changed line is shown so you keep only the changes you want.',
    image: 'generate-review',
    alt: 'Generate: the match before and after as gauges, and the changed lines with Accept and Reject',
  },
];
