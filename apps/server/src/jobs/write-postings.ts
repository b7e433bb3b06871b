import type { AnyKysely } from './search-sql.ts';
import type { JobPosting } from './posting.ts';

/** Rows per INSERT: 23 columns x 200 stays under SQLite's and PostgreSQL's bound-parameter limits. */
const batchSize = 200;

/**
 * Stores postings (companies first, by slug), updating a posting already stored under the same
 * (portal, job_id) so that re-importing a board refreshes it instead of duplicating it.
 * Returns how many postings were written. Pass a transaction as `db` to make it all-or-nothing.
 */
export async function saveJobPostings(db: AnyKysely, postings: JobPosting[], now: Date = new Date()): Promise<number> {
  const companyIds = new Map<string, number>();
  const companies = new Map<string, JobPosting>();
  for (const posting of postings) if (!companies.has(posting.companySlug)) companies.set(posting.companySlug, posting);
  const companyList = [...companies.values()];
  for (let i = 0; i < companyList.length; i += batchSize) {
    const rows = await db
      .insertInto('companies')
      .values(
        companyList.slice(i, i + batchSize).map((posting) => ({
          slug: posting.companySlug,
          name: posting.company,
          website: posting.companyWebsite ?? null,
          description: posting.companyDescription ?? null,
        })),
      )
      .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .returning(['id', 'slug'])
      .execute();
    for (const row of rows as Array<{ id: number; slug: string }>) companyIds.set(row.slug, Number(row.id));
  }
  const createdAt = now.toISOString();
  for (let i = 0; i < postings.length; i += batchSize) {
    const values = postings.slice(i, i + batchSize).map((posting) => ({
      portal: posting.portal,
      job_id: posting.jobId,
      company_id: companyIds.get(posting.companySlug) ?? null,
      title: posting.title,
      company: posting.company,
      job_type: posting.jobType,
      description_html: posting.descriptionHtml,
      description_text: posting.descriptionText,
      skills: posting.skills.join(', '),
      location: posting.location,
      city: posting.city,
      region: posting.region,
      country: posting.country,
      lat: posting.lat,
      lon: posting.lon,
      remote: posting.remote,
      salary_yearly: posting.salaryYearly,
      salary_text: posting.salaryText,
      state: posting.state,
      date_posted: posting.datePosted,
      portal_link: posting.portalLink,
      source: posting.source,
      created_at: createdAt,
    }));
    await db
      .insertInto('jobs')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['portal', 'job_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          company: eb.ref('excluded.company'),
          company_id: eb.ref('excluded.company_id'),
          job_type: eb.ref('excluded.job_type'),
          description_html: eb.ref('excluded.description_html'),
          description_text: eb.ref('excluded.description_text'),
          skills: eb.ref('excluded.skills'),
          location: eb.ref('excluded.location'),
          city: eb.ref('excluded.city'),
          region: eb.ref('excluded.region'),
          country: eb.ref('excluded.country'),
          lat: eb.ref('excluded.lat'),
          lon: eb.ref('excluded.lon'),
          remote: eb.ref('excluded.remote'),
          salary_yearly: eb.ref('excluded.salary_yearly'),
          salary_text: eb.ref('excluded.salary_text'),
          state: eb.ref('excluded.state'),
          date_posted: eb.ref('excluded.date_posted'),
          portal_link: eb.ref('excluded.portal_link'),
          source: eb.ref('excluded.source'),
        })),
      )
      .execute();
  }
  return postings.length;
}
