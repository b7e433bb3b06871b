/**
 * The fixed vocabulary the demo generator draws from: demo companies, cities and role families.
 * Every company name starts with "Demo — " so demo postings are never mistaken for real ones.
 */

export interface DemoCity {
  city: string;
  region: string | null;
  country: string;
  lat: number;
  lon: number;
  currency: 'USD' | 'GBP' | 'EUR' | 'CAD' | 'CHF' | 'AUD';
  /** Pay level relative to the US average, used to scale the role's base salary. */
  payFactor: number;
  weight: number;
}

export interface DemoRole {
  title: string;
  skills: string[];
  /** Yearly pay in USD for a mid-level hire at payFactor 1. */
  baseSalary: number;
  duties: string[];
  /** Roles without senior titles (a barista is not a "Principal Barista"). */
  isFlat?: boolean;
}

export const demoCompanies = [
  'Northwind Analytics', 'Bluepeak Software', 'Harbor Health', 'Lumen Robotics', 'Cedar Finance', 'Orbit Logistics',
  'Quill Media', 'Kestrel Security', 'Maple Retail', 'Tidewater Energy', 'Granite Cloud', 'Sparrow Games',
  'Atlas Insurance', 'Fern Education', 'Copper Kitchen', 'Vertex Biotech', 'Juniper Travel', 'Nimbus Data',
  'Pioneer Manufacturing', 'Riverstone Legal', 'Summit Payments', 'Willow Care', 'Zephyr Mobility', 'Ironclad Systems',
  'Beacon Marketing', 'Solstice Solar', 'Aurora Coffee', 'Mosaic Design', 'Keystone Bank', 'Polar Devices',
].map((name) => `Demo — ${name}`);

export const demoCities: DemoCity[] = [
  { city: 'San Francisco', region: 'CA', country: 'US', lat: 37.77493, lon: -122.41942, currency: 'USD', payFactor: 1.3, weight: 8 },
  { city: 'Oakland', region: 'CA', country: 'US', lat: 37.80437, lon: -122.2708, currency: 'USD', payFactor: 1.2, weight: 3 },
  { city: 'New York City', region: 'NY', country: 'US', lat: 40.71427, lon: -74.00597, currency: 'USD', payFactor: 1.25, weight: 8 },
  { city: 'Seattle', region: 'WA', country: 'US', lat: 47.60621, lon: -122.33207, currency: 'USD', payFactor: 1.2, weight: 5 },
  { city: 'Austin', region: 'TX', country: 'US', lat: 30.26715, lon: -97.74306, currency: 'USD', payFactor: 1.05, weight: 5 },
  { city: 'Dallas', region: 'TX', country: 'US', lat: 32.78306, lon: -96.80667, currency: 'USD', payFactor: 1.0, weight: 3 },
  { city: 'Boston', region: 'MA', country: 'US', lat: 42.35843, lon: -71.05977, currency: 'USD', payFactor: 1.15, weight: 4 },
  { city: 'Cambridge', region: 'MA', country: 'US', lat: 42.3751, lon: -71.10561, currency: 'USD', payFactor: 1.15, weight: 2 },
  { city: 'Chicago', region: 'IL', country: 'US', lat: 41.85003, lon: -87.65005, currency: 'USD', payFactor: 1.05, weight: 4 },
  { city: 'Denver', region: 'CO', country: 'US', lat: 39.73915, lon: -104.9847, currency: 'USD', payFactor: 1.0, weight: 3 },
  { city: 'Atlanta', region: 'GA', country: 'US', lat: 33.749, lon: -84.38798, currency: 'USD', payFactor: 0.95, weight: 3 },
  { city: 'Portland', region: 'OR', country: 'US', lat: 45.52345, lon: -122.67621, currency: 'USD', payFactor: 1.0, weight: 2 },
  { city: 'London', region: null, country: 'GB', lat: 51.50853, lon: -0.12574, currency: 'GBP', payFactor: 0.6, weight: 6 },
  { city: 'Manchester', region: null, country: 'GB', lat: 53.48095, lon: -2.23743, currency: 'GBP', payFactor: 0.5, weight: 2 },
  { city: 'Reading', region: null, country: 'GB', lat: 51.45625, lon: -0.97113, currency: 'GBP', payFactor: 0.5, weight: 2 },
  { city: 'Berlin', region: null, country: 'DE', lat: 52.52437, lon: 13.41053, currency: 'EUR', payFactor: 0.6, weight: 5 },
  { city: 'Munich', region: null, country: 'DE', lat: 48.13743, lon: 11.57549, currency: 'EUR', payFactor: 0.65, weight: 3 },
  { city: 'Paris', region: null, country: 'FR', lat: 48.85341, lon: 2.3488, currency: 'EUR', payFactor: 0.55, weight: 3 },
  { city: 'Amsterdam', region: null, country: 'NL', lat: 52.37403, lon: 4.88969, currency: 'EUR', payFactor: 0.6, weight: 3 },
  { city: 'Dublin', region: null, country: 'IE', lat: 53.33306, lon: -6.24889, currency: 'EUR', payFactor: 0.65, weight: 2 },
  { city: 'Zürich', region: null, country: 'CH', lat: 47.36667, lon: 8.55, currency: 'CHF', payFactor: 1.0, weight: 2 },
  { city: 'Toronto', region: null, country: 'CA', lat: 43.70011, lon: -79.4163, currency: 'CAD', payFactor: 0.85, weight: 3 },
  { city: 'Vancouver', region: null, country: 'CA', lat: 49.24966, lon: -123.11934, currency: 'CAD', payFactor: 0.85, weight: 2 },
  { city: 'Sydney', region: null, country: 'AU', lat: -33.86785, lon: 151.20732, currency: 'AUD', payFactor: 0.95, weight: 2 },
];

const build = ['Design, build and ship features end to end', 'Review code and mentor teammates', 'Improve reliability, performance and observability', 'Work with product and design on the roadmap'];

export const demoRoles: DemoRole[] = [
  { title: 'Backend Engineer', skills: ['Go', 'PostgreSQL', 'Kubernetes', 'gRPC', 'Redis', 'AWS', 'Python'], baseSalary: 140_000, duties: ['Build APIs and services used by millions of requests a day', ...build] },
  { title: 'Frontend Developer', skills: ['React', 'TypeScript', 'CSS', 'Next.js', 'Accessibility', 'GraphQL'], baseSalary: 125_000, duties: ['Build accessible, fast user interfaces', ...build] },
  { title: 'Full Stack Developer', skills: ['TypeScript', 'Node.js', 'React', 'PostgreSQL', 'Docker', 'AWS'], baseSalary: 130_000, duties: ['Own features from database to browser', ...build] },
  { title: 'Python Developer', skills: ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Docker'], baseSalary: 125_000, duties: ['Build data-heavy web services in Python', ...build] },
  { title: 'Java Developer', skills: ['Java', 'Spring Boot', 'Kafka', 'Microservices', 'Oracle', 'Maven'], baseSalary: 125_000, duties: ['Maintain and extend our Java payment services', ...build] },
  { title: 'iOS Developer', skills: ['Swift', 'SwiftUI', 'Xcode', 'Core Data', 'REST APIs'], baseSalary: 135_000, duties: ['Ship our iPhone and iPad apps', ...build] },
  { title: 'Android Developer', skills: ['Kotlin', 'Jetpack Compose', 'Android SDK', 'Coroutines', 'REST APIs'], baseSalary: 130_000, duties: ['Ship our Android app to millions of devices', ...build] },
  { title: 'Data Scientist', skills: ['Python', 'SQL', 'Statistics', 'Machine Learning', 'pandas', 'A/B Testing'], baseSalary: 140_000, duties: ['Build models that forecast demand', 'Design and analyse experiments', 'Present findings to leadership'] },
  { title: 'Data Analyst', skills: ['SQL', 'Excel', 'Tableau', 'Python', 'Looker', 'Statistics'], baseSalary: 90_000, duties: ['Build dashboards and reports for the business', 'Answer questions with data', 'Keep metrics definitions consistent'] },
  { title: 'Data Engineer', skills: ['Python', 'SQL', 'Airflow', 'Spark', 'dbt', 'Snowflake', 'Kafka'], baseSalary: 140_000, duties: ['Build reliable data pipelines', 'Model data in the warehouse', 'Own data quality checks'] },
  { title: 'Machine Learning Engineer', skills: ['Python', 'PyTorch', 'Machine Learning', 'MLOps', 'Kubernetes', 'LLMs'], baseSalary: 165_000, duties: ['Train and deploy models to production', 'Build evaluation pipelines', 'Optimise inference cost and latency'] },
  { title: 'DevOps Engineer', skills: ['Terraform', 'Kubernetes', 'AWS', 'CI/CD', 'Linux', 'Ansible'], baseSalary: 135_000, duties: ['Automate infrastructure with Terraform', 'Run our Kubernetes clusters', 'Improve build and deploy pipelines'] },
  { title: 'Site Reliability Engineer', skills: ['Linux', 'Kubernetes', 'Prometheus', 'Go', 'Incident Response', 'GCP'], baseSalary: 145_000, duties: ['Keep services available and fast', 'Lead incident reviews', 'Build monitoring and alerting'] },
  { title: 'Security Engineer', skills: ['Application Security', 'Threat Modeling', 'AWS', 'SIEM', 'Penetration Testing'], baseSalary: 150_000, duties: ['Find and fix vulnerabilities', 'Run security reviews', 'Respond to security incidents'] },
  { title: 'QA Engineer', skills: ['Test Automation', 'Playwright', 'Selenium', 'JavaScript', 'API Testing'], baseSalary: 100_000, duties: ['Automate end-to-end tests', 'Own release quality', 'Write clear bug reports'] },
  { title: 'Product Manager', skills: ['Roadmapping', 'User Research', 'Analytics', 'Agile', 'Stakeholder Management'], baseSalary: 145_000, duties: ['Own the roadmap for a product area', 'Talk to customers every week', 'Define success metrics'] },
  { title: 'Product Designer', skills: ['Figma', 'UX Design', 'Prototyping', 'User Research', 'Design Systems'], baseSalary: 120_000, duties: ['Design flows from sketch to polished UI', 'Run usability tests', 'Grow our design system'] },
  { title: 'Technical Writer', skills: ['Documentation', 'Markdown', 'APIs', 'Git', 'Editing'], baseSalary: 95_000, duties: ['Write developer documentation and guides', 'Work with engineers on API references', 'Keep docs accurate'] },
  { title: 'Marketing Manager', skills: ['SEO', 'Content Marketing', 'Google Analytics', 'Email Marketing', 'Branding'], baseSalary: 105_000, duties: ['Plan and run campaigns', 'Grow organic traffic', 'Report on marketing performance'] },
  { title: 'Account Executive', skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'SaaS', 'Pipeline Management'], baseSalary: 110_000, duties: ['Close new business with mid-market customers', 'Run demos and negotiations', 'Forecast your pipeline'] },
  { title: 'Customer Support Specialist', skills: ['Zendesk', 'Customer Service', 'Troubleshooting', 'Communication'], baseSalary: 52_000, duties: ['Answer customer questions by chat and email', 'Escalate bugs to engineering', 'Write help-centre articles'] },
  { title: 'Recruiter', skills: ['Sourcing', 'Interviewing', 'Greenhouse', 'Employer Branding', 'LinkedIn Recruiter'], baseSalary: 85_000, duties: ['Hire engineers and designers', 'Run a fair interview process', 'Partner with hiring managers'] },
  { title: 'Accountant', skills: ['Accounting', 'IFRS', 'Excel', 'Month-End Close', 'NetSuite'], baseSalary: 80_000, duties: ['Own the month-end close', 'Prepare financial statements', 'Support audits'] },
  { title: 'Registered Nurse', skills: ['Patient Care', 'BLS', 'Electronic Health Records', 'Medication Administration'], baseSalary: 90_000, duties: ['Provide patient care on a busy ward', 'Document care in the health record', 'Work with doctors and families'], isFlat: true },
  { title: 'Barista', skills: ['Espresso', 'Customer Service', 'Cash Handling', 'Food Safety'], baseSalary: 34_000, duties: ['Make great coffee', 'Keep the café clean and stocked', 'Welcome every guest'], isFlat: true },
  { title: 'Warehouse Associate', skills: ['Forklift', 'Inventory', 'Picking and Packing', 'Safety'], baseSalary: 38_000, duties: ['Pick, pack and ship orders', 'Keep inventory accurate', 'Follow safety procedures'], isFlat: true },
];

export const demoBenefits = [
  'Health, dental and vision cover', 'Learning budget of 1,500 a year', 'Flexible hours', 'Pension or 401k matching',
  '25 days of paid leave', 'Home-office allowance', 'Parental leave', 'Equity for every employee',
];
