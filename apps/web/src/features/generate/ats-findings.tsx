import type { AtsFinding } from '@vitae/shared/api/tailoring';

/** ATS findings beside the match: each check passed, or says what to do. */
export function AtsFindings({ findings }: { findings: AtsFinding[] }) {
  if (findings.length === 0) return null;
  const failed = findings.filter((f) => !f.ok).length;
  return (
    <section className="mt-3 border rounded p-3" aria-labelledby="ats-title" data-testid="ats-findings">
      <h2 id="ats-title" className="h6">
        ATS check <span className="small text-muted fw-normal">{failed === 0 ? 'all passed' : `${failed} to fix`}</span>
      </h2>
      <ul className="list-unstyled small mb-0">
        {findings.map((finding) => (
          <li key={finding.id} data-finding={finding.id} data-ok={finding.ok} className="d-flex gap-2 mb-1">
            <span aria-hidden="true" className={finding.ok ? 'text-success' : 'text-warning'}>
              {finding.ok ? '✓' : '!'}
            </span>
            <span>
              <span className="visually-hidden">{finding.ok ? 'Passed: ' : 'To fix: '}</span>
              {finding.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
