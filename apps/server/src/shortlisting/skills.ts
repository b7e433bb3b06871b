/**
 * A compact skills vocabulary with synonyms, and `findSkills(text)` over it.
 * Each row is `[canonical, ...synonyms]`; a name written with a leading `=` matches with exact
 * case only (short or common words: "Go", "R", "C", "React" as a verb, "Excel" as a verb).
 * Matching rule: whole tokens, where a token may contain `+ # .` inside (C++, C#, Node.js) and a
 * trailing full stop is punctuation. Limits: no fuzzy spelling, no multi-word inflections
 * ("managed a team" is not "team management"); the list covers common office, tech, health,
 * finance, sales and design skills, not every trade.
 */

// prettier-ignore
const VOCABULARY: string[][] = [
  // Languages
  ['Python', 'python3'], ['Java', '=JAVA'], ['JavaScript', 'JS', 'ECMAScript', 'ES6'], ['TypeScript', '=TS'],
  ['Go', '=Go', 'Golang'], ['Rust'], ['C++', 'cpp'], ['C#', 'csharp', 'C sharp'], ['C', '=C'], ['Ruby'], ['PHP'],
  ['Kotlin'], ['Swift', '=Swift'], ['Scala'], ['R', '=R'], ['SQL'], ['Bash', 'shell scripting', 'shell'], ['Perl'],
  ['Elixir'], ['Haskell'], ['MATLAB'], ['Objective-C'], ['Dart'], ['Lua'], ['Solidity'], ['VBA'],
  // Web and frameworks
  ['React', '=React', 'React.js', 'ReactJS'], ['React Native'], ['Angular', 'AngularJS'], ['Vue', 'Vue.js', 'VueJS'],
  ['Svelte'], ['Next.js', 'NextJS'], ['Node.js', '=Node', 'NodeJS'], ['Express', '=Express', 'Express.js', 'ExpressJS'],
  ['Django'], ['Flask'], ['FastAPI'], ['Spring', '=Spring', 'Spring Boot'], ['Ruby on Rails', 'Rails'], ['Laravel'],
  ['.NET', 'dotnet', 'ASP.NET', '.NET Core'], ['HTML', 'HTML5'], ['CSS', 'CSS3', 'Sass', 'SCSS'], ['Tailwind', 'TailwindCSS'],
  ['Redux'], ['GraphQL'], ['REST', 'RESTful', 'REST APIs', 'REST API'], ['gRPC'], ['WebSockets', 'WebSocket'],
  ['jQuery'], ['Webpack'], ['Vite'], ['Jest'], ['Cypress'], ['Playwright'], ['Selenium'], ['Flutter'],
  ['iOS'], ['Android'], ['SwiftUI'], ['Unity'], ['Unreal Engine'],
  // Data and ML
  ['PostgreSQL', 'Postgres'], ['MySQL'], ['SQL Server', 'MSSQL'], ['Oracle'], ['SQLite'], ['MongoDB', 'Mongo'],
  ['Redis'], ['Elasticsearch', '=Elastic', 'OpenSearch'], ['Cassandra'], ['DynamoDB'], ['Snowflake'], ['BigQuery'],
  ['Redshift'], ['Kafka', 'Apache Kafka'], ['RabbitMQ'], ['Spark', 'Apache Spark', 'PySpark'], ['Hadoop'],
  ['Airflow', 'Apache Airflow'], ['dbt'], ['ETL', 'ELT', 'data pipelines', 'data pipeline'], ['Pandas'], ['NumPy'],
  ['scikit-learn', 'sklearn'], ['TensorFlow'], ['PyTorch'], ['Keras'], ['machine learning', '=ML'],
  ['deep learning'], ['NLP', 'natural language processing'], ['computer vision'], ['LLM', 'LLMs', 'large language models'],
  ['statistics', 'statistical analysis', 'statistical modeling'], ['A/B testing', 'AB testing', 'experimentation'],
  ['data analysis', 'data analytics'], ['data visualization'], ['Tableau'], ['Power BI', 'PowerBI'], ['Looker'],
  ['Excel', '=Excel', 'Microsoft Excel', 'MS Excel', 'spreadsheets'], ['Jupyter'],
  // Cloud and ops
  ['AWS', 'Amazon Web Services'], ['GCP', 'Google Cloud', 'Google Cloud Platform'], ['Azure', 'Microsoft Azure'],
  ['Docker', 'containers', 'containerization'], ['Kubernetes', 'k8s', 'EKS', 'GKE', 'AKS'], ['Terraform'],
  ['Ansible'], ['CI/CD', 'continuous integration', 'continuous delivery', 'continuous deployment'],
  ['Jenkins'], ['GitHub Actions'], ['GitLab CI'], ['Git', 'GitHub', 'GitLab'], ['Linux', 'Unix'],
  ['Prometheus'], ['Grafana'], ['Datadog'], ['microservices', 'microservice', 'micro-services'],
  ['distributed systems'], ['cloud', 'cloud computing', 'cloud platforms', 'cloud infrastructure'], ['serverless', 'AWS Lambda', '=Lambda'], ['Nginx'], ['networking', 'TCP/IP'],
  ['security', 'cybersecurity', 'information security', 'infosec'], ['SRE', 'site reliability'],
  ['observability', 'monitoring'], ['system design'],
  // Product, process, design
  ['Agile'], ['Scrum'], ['Kanban'], ['Jira'], ['Confluence'], ['project management'], ['product management'],
  ['PMP'], ['stakeholder management', 'stakeholders'], ['Figma'], ['Sketch', '=Sketch'], ['Adobe XD'],
  ['Photoshop', 'Adobe Photoshop'], ['Illustrator', 'Adobe Illustrator'], ['InDesign'], ['UX', 'user experience', 'UX design'],
  ['UI design', 'UI', 'user interface design'], ['user research', 'usability testing'], ['wireframing', 'wireframes', 'prototyping'],
  ['design systems', 'design system'], ['accessibility', 'WCAG', 'a11y'],
  // Business, sales, marketing
  ['Salesforce', 'SFDC'], ['HubSpot'], ['CRM'], ['B2B sales', 'B2B'], ['SaaS'], ['lead generation', 'prospecting', 'cold calling'],
  ['account management', 'key accounts'], ['negotiation', 'negotiating'], ['business development'],
  ['SEO', 'search engine optimization'], ['SEM', 'Google Ads', 'PPC', 'paid search'], ['Google Analytics', 'GA4'],
  ['content marketing', 'copywriting', 'content strategy'], ['social media', 'social media marketing'],
  ['email marketing', 'Mailchimp'], ['marketing automation', 'Marketo'], ['market research'],
  ['customer service', 'customer support'], ['Zendesk'], ['public speaking', 'presentations'],
  // Finance and accounting
  ['accounting', 'bookkeeping'], ['GAAP', 'US GAAP'], ['IFRS'], ['QuickBooks'], ['SAP'], ['Oracle NetSuite', 'NetSuite'],
  ['financial reporting', 'financial statements'], ['financial modeling', 'financial modelling'], ['budgeting', 'forecasting'],
  ['auditing', 'audit', 'internal audit'], ['accounts payable', '=AP'], ['accounts receivable', '=AR'], ['payroll'],
  ['tax', 'taxation', 'tax preparation'], ['reconciliation', 'reconciliations', 'account reconciliation'], ['CPA'], ['CFA'],
  ['month-end close', 'month end close', 'monthly close'], ['SOX', 'Sarbanes-Oxley'],
  // Healthcare
  ['patient care'], ['BLS', 'Basic Life Support'], ['ACLS', 'Advanced Cardiac Life Support'], ['PALS'],
  ['EHR', 'EMR', 'electronic health records', 'electronic medical records'], ['Epic', '=Epic', 'Epic Systems'], ['Cerner'],
  ['medication administration'], ['triage'], ['ICU', 'intensive care', 'critical care'], ['telemetry'],
  ['phlebotomy'], ['HIPAA'], ['registered nurse', 'RN'], ['CPR'], ['wound care'], ['IV therapy', '=IV'],
  // Operations, people, other trades
  ['supply chain'], ['logistics'], ['inventory management', 'inventory'], ['procurement', 'purchasing'],
  ['Six Sigma', 'Lean Six Sigma', '=Lean'], ['recruiting', 'recruitment', 'talent acquisition'], ['onboarding'],
  ['HRIS', 'Workday'], ['employee relations'], ['mentoring', 'mentored', 'mentorship', 'coaching'], ['leadership', 'team leadership', 'people management'],
  ['teaching', 'lesson planning', 'curriculum development'], ['classroom management'], ['AutoCAD'], ['SolidWorks'],
  ['CAD'], ['technical writing', 'documentation'], ['Spanish', '=Spanish'], ['French', '=French'], ['German', '=German'],
];

export type SkillMatch = { skill: string; text: string; index: number };

type Matcher = { skill: string; pattern: RegExp };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function buildMatchers(): Matcher[] {
  const matchers: Matcher[] = [];
  for (const [canonical, ...synonyms] of VOCABULARY) {
    const names = [canonical!, ...synonyms];
    const exact = names.filter((n) => n.startsWith('=')).map((n) => n.slice(1));
    // A name also listed with `=` (C, R, Go) matches with exact case only.
    const loose = names.filter((n) => !n.startsWith('=') && !exact.includes(n));
    const parts: [string[], string, string][] = [
      [loose, 'gi', '(?![\\w+#]|\\.\\w)'],
      // Exact-case names are short: also refuse "C-level", "R&D", "Go-to".
      [exact, 'g', "(?![\\w+#&'-]|\\.\\w)"],
    ];
    for (const [list, flags, after] of parts) {
      if (list.length === 0) continue;
      // Longest first so "React Native" wins over "React" in the alternation.
      const alternation = [...list].sort((a, b) => b.length - a.length).map((n) => escape(n).replace(/ /g, '[\\s-]+'));
      const pattern = new RegExp(`(?<![\\w+#.&-])(?:${alternation.join('|')})${after}`, flags);
      matchers.push({ skill: canonical!, pattern });
    }
  }
  return matchers;
}

const MATCHERS = buildMatchers();

/** Knowing the left skill shows the right one (Django is Python work); used for evidence only. */
const IMPLIES: Record<string, string[]> = {
  PostgreSQL: ['SQL'],
  MySQL: ['SQL'],
  'SQL Server': ['SQL'],
  SQLite: ['SQL'],
  Oracle: ['SQL'],
  Redshift: ['SQL'],
  BigQuery: ['SQL'],
  Snowflake: ['SQL'],
  Django: ['Python'],
  Flask: ['Python'],
  FastAPI: ['Python'],
  Pandas: ['Python'],
  'scikit-learn': ['Python', 'machine learning'],
  PyTorch: ['Python', 'deep learning', 'machine learning'],
  TensorFlow: ['deep learning', 'machine learning'],
  Keras: ['deep learning'],
  Spark: ['ETL'],
  Airflow: ['ETL'],
  React: ['JavaScript'],
  Angular: ['JavaScript'],
  Vue: ['JavaScript'],
  'Node.js': ['JavaScript'],
  TypeScript: ['JavaScript'],
  'Next.js': ['React', 'JavaScript'],
  'React Native': ['React', 'JavaScript'],
  Redux: ['React'],
  Spring: ['Java'],
  'Ruby on Rails': ['Ruby'],
  Laravel: ['PHP'],
  AWS: ['cloud'],
  GCP: ['cloud'],
  Azure: ['cloud'],
  Kubernetes: ['Docker'],
  'GitHub Actions': ['CI/CD'],
  'GitLab CI': ['CI/CD'],
  Jenkins: ['CI/CD'],
  Scrum: ['Agile'],
  Kanban: ['Agile'],
  ACLS: ['BLS', 'CPR'],
  BLS: ['CPR'],
  Epic: ['EHR'],
  Cerner: ['EHR'],
  CPA: ['accounting'],
  QuickBooks: ['accounting'],
};

/** The skill itself plus the skills it implies. */
export function expandSkill(skill: string): string[] {
  return [skill, ...(IMPLIES[skill] ?? [])];
}
const CANONICAL = new Map(VOCABULARY.map((row) => [row[0]!.toLowerCase(), row[0]!]));

/** The vocabulary skills mentioned in `text`, one match per occurrence, in text order. */
export function findSkills(text: string): SkillMatch[] {
  const found: SkillMatch[] = [];
  for (const { skill, pattern } of MATCHERS) {
    for (const match of text.matchAll(pattern)) found.push({ skill, text: match[0], index: match.index });
  }
  found.sort((a, b) => a.index - b.index || b.text.length - a.text.length);
  // Drop matches inside a longer one already kept ("React" inside "React Native").
  const kept: SkillMatch[] = [];
  let end = -1;
  for (const match of found) {
    if (match.index < end) continue;
    kept.push(match);
    end = match.index + match.text.length;
  }
  return kept;
}

/** The distinct canonical skills mentioned in `text`. */
export function findSkillNames(text: string): string[] {
  return [...new Set(findSkills(text).map((m) => m.skill))];
}

/** The canonical spelling of a vocabulary skill, or null when it is not in the vocabulary. */
export function canonicalSkill(name: string): string | null {
  const direct = CANONICAL.get(name.toLowerCase());
  if (direct) return direct;
  const matches = findSkills(name);
  return matches.length === 1 && matches[0]!.text.length === name.trim().length ? matches[0]!.skill : null;
}
