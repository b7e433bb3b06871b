import { api } from '../../app/api.ts';
import type { ApiResponse } from '../../app/api-client.ts';

export interface PortalCompany {
  name: string;
  slug: string;
  description: string | null;
  website: string | null;
}
export interface PortalJob {
  job_id: string;
  title: string;
  location: string;
  jobType: string;
  datePosted: string;
  /** A generated demo posting (the "Demo — …" companies): applications reach no employer. */
  isDemo?: boolean;
}
export interface PortalDashboard {
  company: PortalCompany;
  jobs: PortalJob[];
}

/** `portal/dashboard {company}`: the company and its open postings. */
export function requestPortalDashboard(company: string): Promise<ApiResponse<PortalDashboard>> {
  return api.post('portal/dashboard', { company });
}
