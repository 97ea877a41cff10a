import type { Language } from 'prism-react-renderer';

export interface CodeSample {
  id: string;
  label: string;
  language: Language;
  file: string;
  code: string;
}

/** Short samples in the languages the portal's code and data use. */
export const CODE_SAMPLES: CodeSample[] = [
  {
    id: 'tsx',
    label: 'TSX',
    language: 'tsx',
    file: 'project-badge.tsx',
    code: `import { Badge } from 'react-bootstrap';

interface ProjectBadgeProps {
  state: 'planned' | 'ongoing' | 'complete' | 'stalled';
}

/** The state of a project, in its colour. */
export function ProjectBadge({ state }: ProjectBadgeProps) {
  const bg = state === 'stalled' ? 'danger' : state === 'complete' ? 'success' : 'primary';
  return <Badge bg={bg}>{state}</Badge>;
}
`,
  },
  {
    id: 'ts',
    label: 'TypeScript',
    language: 'typescript',
    file: 'budget.ts',
    code: `export interface Project {
  code: string;
  ward: string;
  budget: number; // KES
  paid: number; // KES
}

export function absorption(projects: readonly Project[]): number {
  const budget = projects.reduce((sum, p) => sum + p.budget, 0);
  const paid = projects.reduce((sum, p) => sum + p.paid, 0);
  return budget === 0 ? 0 : paid / budget;
}
`,
  },
  {
    id: 'html',
    label: 'HTML',
    language: 'markup',
    file: 'index.html',
    code: `<!doctype html>
<html lang="en" data-bs-theme="light">
  <head>
    <meta charset="utf-8" />
    <title>Makueni County projects</title>
  </head>
  <body>
    <main id="main-content">
      <h1 class="h3">Projects</h1>
      <a class="btn btn-primary" href="/api/v1/projects.csv">Download CSV</a>
    </main>
  </body>
</html>
`,
  },
  {
    id: 'css',
    label: 'CSS',
    language: 'css',
    file: 'status.css',
    code: `.status-stalled {
  color: var(--bs-danger-text-emphasis);
  background-color: var(--bs-danger-bg-subtle);
  border-inline-start: 3px solid var(--bs-danger);
}

@media (min-width: 768px) {
  .status-stalled { padding: 0.5rem 1rem; }
}
`,
  },
  {
    id: 'json',
    label: 'JSON',
    language: 'json',
    file: 'project.json',
    code: `{
  "code": "KMC-2024-0192",
  "title": "Kibwezi water pipeline",
  "ward": "Kibwezi West",
  "state": "ongoing",
  "budget": 12500000,
  "progress": 0.64,
  "contractors": ["Athi Works Ltd"]
}
`,
  },
  {
    id: 'sql',
    label: 'SQL',
    language: 'sql',
    file: 'stalled-by-ward.sql',
    code: `-- Stalled projects per ward, largest budgets first
SELECT ward, COUNT(*) AS stalled, SUM(budget) AS budget
FROM projects
WHERE state = 'stalled'
GROUP BY ward
ORDER BY budget DESC
LIMIT 10;
`,
  },
  {
    id: 'python',
    label: 'Python',
    language: 'python',
    file: 'fetch_projects.py',
    code: `import requests

URL = "https://example.org/api/v1/projects"

def stalled(ward: str) -> list[dict]:
    """Every stalled project of a ward."""
    response = requests.get(URL, params={"ward": ward, "state": "stalled"})
    response.raise_for_status()
    return response.json()["items"]

print(len(stalled("Kibwezi West")))
`,
  },
  {
    id: 'yaml',
    label: 'YAML',
    language: 'yaml',
    file: 'import.yml',
    code: `# Yearly import of the county's project register
source: projects-2024.xlsx
sheet: Register
columns:
  code: Project Code
  budget: Approved Budget (KES)
on_error: stop
`,
  },
  {
    id: 'markdown',
    label: 'Markdown',
    language: 'markdown',
    file: 'CITATION.md',
    code: `# Citing the data

Use **Makueni County Government, project register** and the date you downloaded it.

- Licence: CC BY 4.0
- Updates: monthly
`,
  },
];
