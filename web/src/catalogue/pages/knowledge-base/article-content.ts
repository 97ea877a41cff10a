/**
 * What each article is made of: its translated paragraphs (`kb.articles.<id>.body[n]`) in order,
 * with the code examples, the generated data dictionary and the boundaries' credit between them.
 * Examples call this very site, so they can be copied and run as they are.
 */
export type ArticleBlock =
  | { kind: 'p'; index: number }
  | { kind: 'code'; language: 'bash' | 'js' | 'text'; code: (origin: string) => string }
  | { kind: 'dictionary' }
  | { kind: 'attribution' };

const p = (index: number): ArticleBlock => ({ kind: 'p', index });
const bash = (code: (origin: string) => string): ArticleBlock => ({
  kind: 'code',
  language: 'bash',
  code,
});
const js = (code: (origin: string) => string): ArticleBlock => ({
  kind: 'code',
  language: 'js',
  code,
});

/** A project of the seeded sample, for the examples. */
const EXAMPLE_CODE = 'MKN-2023-00102';

export const ARTICLE_BLOCKS: Record<string, readonly ArticleBlock[]> = {
  dictionary: [p(0), p(1), { kind: 'dictionary' }],
  terms: [p(0), p(1), p(2), p(3)],
  searchRanking: [p(0), p(1), p(2), p(3), p(4)],
  apiStart: [
    p(0),
    p(1),
    bash((o) => `curl -s "${o}/api/v1/meta"`),
    p(2),
    bash(
      (o) =>
        `curl -s "${o}/api/v1/projects?limit=5"\ncurl -s "${o}/api/v1/projects/${EXAMPLE_CODE}"`,
    ),
    p(3),
    js(
      (o) => `const response = await fetch('${o}/api/v1/projects?ward=Kasikeu&limit=5');
if (!response.ok) throw new Error((await response.json()).message);
const { items, total, pages } = await response.json();
console.log(\`\${total} projects in Kasikeu, \${pages} pages\`, items[0]?.title);`,
    ),
  ],
  apiFilters: [
    p(0),
    bash(
      (o) =>
        `# Stalled or ongoing projects in Wote ward\ncurl -s "${o}/api/v1/projects?ward=Wote&state=stalled&state=ongoing"\n# Health projects of two sub-counties in 2023/24\ncurl -s "${o}/api/v1/projects?department=health&subCounty=Kilome,Kaiti&financialYear=2023/24"`,
    ),
    p(1),
    bash((o) => `curl -s "${o}/api/v1/projects?q=water%20pan&sort=-budget"`),
    p(2),
    bash((o) => `curl -s "${o}/api/v1/projects?page=2&limit=50"`),
    p(3),
    bash(
      (o) =>
        `curl -s "${o}/api/v1/projects?state=done"\n# {"statusCode":400,"error":"Bad Request",\n#  "message":"state: unknown state \\"done\\"; use one of planned, procurement, ongoing, completed, stalled, cancelled", ...}`,
    ),
  ],
  apiCaching: [
    p(0),
    bash(
      (o) =>
        `curl -si "${o}/api/v1/meta" | grep -i etag\n# etag: W/"1-4f2f86da6e43.ywMEkRV7JqVwtu6R5bBo2Z"\ncurl -si "${o}/api/v1/meta" -H 'If-None-Match: W/"1-4f2f86da6e43.ywMEkRV7JqVwtu6R5bBo2Z"' | head -1\n# HTTP/1.1 304 Not Modified`,
    ),
    p(1),
    js(
      (o) => `let etag = null;
let meta = null;
async function refresh() {
  const response = await fetch('${o}/api/v1/meta', {
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (response.status === 304) return meta; // unchanged
  etag = response.headers.get('ETag');
  meta = await response.json();
  return meta;
}`,
    ),
  ],
  downloads: [
    p(0),
    p(1),
    p(2),
    bash(
      (o) =>
        `curl -sOJ "${o}/api/v1/projects/export.csv?ward=Kasikeu"\ncurl -sOJ "${o}/api/v1/projects/export.xlsx?state=stalled"\ncurl -sOJ "${o}/api/v1/projects/export.geojson"\ncurl -sOJ "${o}/api/v1/projects/export.json?department=water"`,
    ),
  ],
  citing: [
    p(0),
    {
      kind: 'code',
      language: 'text',
      code: (o) =>
        `County Government of Makueni. Makueni County projects, open-data portal, data version 1-4f2f86da6e43. Retrieved 2026-11-24 from ${o}/api/v1/projects?ward=Wote`,
    },
    p(1),
  ],
  boundaries: [p(0), p(1), p(2), p(3), { kind: 'attribution' }],
  oc4ids: [
    p(0),
    bash(
      (o) =>
        `curl -s "${o}/api/v1/oc4ids?ward=Wote" -o wote-oc4ids.json\ncurl -s "${o}/api/v1/projects/${EXAMPLE_CODE}/oc4ids"`,
    ),
    p(1),
    p(2),
    p(3),
    p(4),
    p(5),
    p(6),
    p(7),
    bash(
      (o) =>
        `curl -s "${o}/catalog.ttl"\ncurl -s "${o}/api/3/action/package_search?q=projects"\ncurl -s "${o}/api/v1/projects/export.csv-metadata.json?ward=Wote"\ncurl -s "${o}/feeds/projects.atom?department=water"`,
    ),
  ],
};
