/**
 * A small RDF graph built once and written two ways, so the JSON-LD and the Turtle of a document
 * can never say different things: JSON-LD as a flattened @graph of nodes, Turtle by n3's writer.
 */
import { DataFactory, Writer } from 'n3';

export const PREFIXES = {
  adms: 'http://www.w3.org/ns/adms#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dcatap: 'http://data.europa.eu/r5r/',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  locn: 'http://www.w3.org/ns/locn#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  geo: 'http://www.opengis.net/ont/geosparql#',
} as const;

type Prefix = keyof typeof PREFIXES;
/** A term written prefix:local with one of PREFIXES. */
export type Curie = `${Prefix}:${string}`;

export type RdfObject = { iri: string } | { value: string; datatype?: Curie; language?: string };

interface Triple {
  subject: string;
  predicate: Curie;
  object: RdfObject;
}

export const iri = (value: string): RdfObject => ({ iri: value });
export const text = (value: string, language = 'en'): RdfObject => ({ value, language });
export const typed = (value: string, datatype: Curie): RdfObject => ({ value, datatype });

export function expand(curie: Curie): string {
  const [prefix, local] = curie.split(/:(.*)/s) as [Prefix, string];
  return `${PREFIXES[prefix]}${local}`;
}

/** Subjects are IRIs; a subject starting with "_:" is a blank node. */
export class RdfGraph {
  private readonly triples: Triple[] = [];

  add(subject: string, predicate: Curie, ...objects: RdfObject[]): this {
    for (const object of objects) this.triples.push({ subject, predicate, object });
    return this;
  }

  /** rdf:type, written @type in JSON-LD and `a` in Turtle. */
  type(subject: string, ...classes: Curie[]): this {
    return this.add(subject, 'rdf:type', ...classes.map((c) => iri(expand(c))));
  }

  /** JSON-LD 1.1: the prefixes as its context, one node object per subject. */
  toJsonLd(): Record<string, unknown> {
    const nodes = new Map<string, Record<string, unknown>>();
    for (const t of this.triples) {
      let node = nodes.get(t.subject);
      if (!node) {
        node = { '@id': t.subject };
        nodes.set(t.subject, node);
      }
      const key = t.predicate === 'rdf:type' ? '@type' : t.predicate;
      const value =
        'iri' in t.object
          ? t.predicate === 'rdf:type'
            ? t.object.iri
            : { '@id': t.object.iri }
          : t.object.language
            ? { '@value': t.object.value, '@language': t.object.language }
            : t.object.datatype
              ? { '@value': t.object.value, '@type': expand(t.object.datatype) }
              : { '@value': t.object.value };
      const existing = node[key];
      node[key] = existing === undefined ? [value] : [...(existing as unknown[]), value];
    }
    return { '@context': { ...PREFIXES }, '@graph': [...nodes.values()] };
  }

  toTurtle(): Promise<string> {
    const { namedNode, blankNode, literal, quad } = DataFactory;
    const term = (id: string) => (id.startsWith('_:') ? blankNode(id.slice(2)) : namedNode(id));
    const writer = new Writer({ prefixes: { ...PREFIXES } });
    for (const t of this.triples) {
      const o = t.object;
      const object =
        'iri' in o
          ? term(o.iri)
          : literal(
              o.value,
              o.language ?? (o.datatype ? namedNode(expand(o.datatype)) : undefined),
            );
      writer.addQuad(quad(term(t.subject), namedNode(expand(t.predicate)), object));
    }
    return new Promise((resolve, reject) =>
      writer.end((error: Error | null, result: string) =>
        error ? reject(error) : resolve(result),
      ),
    );
  }
}
