import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { resolveOndcSpecDir } from './ondc-spec-dir.ts';

// Conformance harness for ONDC FIS12 messages (issue 17, ADR 032): the OpenAPI document's request
// body schema per action, and the attributes the personal-loan profile marks mandatory per action.

/** The actions of the personal-loan flow that have a schema, an example and an attribute list. */
export const ONDC_ACTIONS = [
  'search',
  'on_search',
  'select',
  'on_select',
  'init',
  'on_init',
  'confirm',
  'on_confirm',
  'status',
  'on_status',
  'update',
  'on_update',
  'support',
  'on_support',
] as const;
export type OndcAction = (typeof ONDC_ACTIONS)[number];

interface AttributeLeaf {
  required: string;
  type?: string;
}
type AttributeTree = { [key: string]: AttributeTree | AttributeLeaf | undefined };

interface Spec {
  dir: string;
  validators: Map<OndcAction, ValidateFunction>;
  requiredPaths: Map<OndcAction, string[][]>;
}

let cached: Spec | undefined;

function readYaml(file: string): unknown {
  // build.yaml shares one context schema through many YAML aliases.
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isMandatory = (node: unknown): boolean =>
  isObject(node) && typeof node.required === 'string' && node.required.toLowerCase() === 'mandatory';

/**
 * Mandatory leaf paths of one action's attribute tree. A leaf carries `required`; an object's own
 * requirement sits in its `_description`. A mandatory field inside an optional object is required
 * only when that object is sent, which a presence check cannot express, so such subtrees are left out.
 */
function mandatoryPaths(tree: AttributeTree, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, node]) => {
    if (key === '_description' || !isObject(node)) return [];
    const isLeaf = 'required' in node && !('_description' in node);
    if (isLeaf) return isMandatory(node) ? [[...prefix, key]] : [];
    if ('_description' in node && !isMandatory(node._description)) return [];
    return mandatoryPaths(node, [...prefix, key]);
  });
}

function loadSpec(): Spec {
  if (cached) return cached;
  const dir = resolveOndcSpecDir();
  const document = readYaml(path.join(dir, 'build', 'build.yaml'));
  if (!isObject(document)) throw new Error(`${dir}/build/build.yaml is not an OpenAPI document`);
  // OpenAPI 3.0 keywords (example, nullable, discriminator) are not JSON Schema: strict mode off.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // The spec uses a `phone` format that JSON Schema does not define; digits, spaces, + and - pass.
  ajv.addFormat('phone', /^\+?[\d\s()-]{6,20}$/);
  ajv.addSchema({ ...document, $id: 'fis12' });
  const attributes = readYaml(path.join(dir, 'components', 'attributes', 'personal-loans', 'index.yaml'));
  if (!isObject(attributes)) throw new Error(`${dir}: the personal-loans attributes are not a map`);
  const validators = new Map<OndcAction, ValidateFunction>();
  const requiredPaths = new Map<OndcAction, string[][]>();
  for (const action of ONDC_ACTIONS) {
    const pointer = `fis12#/paths/~1${action}/post/requestBody/content/application~1json/schema`;
    validators.set(action, ajv.compile({ $ref: pointer }));
    const tree = attributes[action];
    if (!isObject(tree)) throw new Error(`attributes/personal-loans/index.yaml has no ${action}`);
    requiredPaths.set(action, mandatoryPaths(tree as AttributeTree));
  }
  cached = { dir, validators, requiredPaths };
  return cached;
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? '(body)' : error.instancePath;
  const allowed = error.keyword === 'enum' ? ` (${JSON.stringify(error.params.allowedValues)})` : '';
  return `${where} ${error.message ?? error.keyword}${allowed}`;
}

/** Schema errors of `body` as the request of `action`, one readable line each; [] when it conforms. */
export function validateMessage(action: OndcAction, body: unknown): string[] {
  const validate = loadSpec().validators.get(action);
  if (!validate) throw new Error(`No schema for ${action}`);
  if (validate(body)) return [];
  return [...new Set((validate.errors ?? []).map(describeError))];
}

/** The mandatory attribute paths of `action` (dot-separated; arrays are walked through). */
export function requiredAttributePaths(action: OndcAction): string[] {
  return (loadSpec().requiredPaths.get(action) ?? []).map((parts) => parts.join('.'));
}

/** Mandatory attributes absent from `body`, as concrete paths (`message.order.items[0].id`). */
export function missingAttributes(action: OndcAction, body: unknown): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, parts: string[], at: string): void => {
    if (Array.isArray(value)) {
      if (value.length === 0) missing.push(`${at}[]`);
      value.forEach((element, index) => {
        walk(element, parts, `${at}[${index}]`);
      });
      return;
    }
    const [head, ...rest] = parts;
    if (head === undefined) {
      if (value === undefined || value === null || value === '') missing.push(at);
      return;
    }
    const next = at === '' ? head : `${at}.${head}`;
    if (!isObject(value)) missing.push([next, ...rest].join('.'));
    else walk(value[head], rest, next);
  };
  for (const parts of loadSpec().requiredPaths.get(action) ?? []) walk(body, parts, '');
  // An empty list is named once, not once per mandatory field of its elements.
  return [...new Set(missing)];
}

export interface ExampleMessage {
  action: OndcAction;
  file: string;
  body: unknown;
}

let examples: ExampleMessage[] | undefined;

/** Every example message of components/examples/personal-loans, by the folder (action) it sits in. */
export function exampleMessages(): ExampleMessage[] {
  examples ??= readExamples();
  return examples.map((message) => ({ ...message, body: structuredClone(message.body) }));
}

function readExamples(): ExampleMessage[] {
  const root = path.join(loadSpec().dir, 'components', 'examples', 'personal-loans');
  return ONDC_ACTIONS.flatMap((action) =>
    readdirSync(path.join(root, action))
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => ({ action, file: `${action}/${file}`, body: readYaml(path.join(root, action, file)) })),
  );
}

/** Example folders that are not an action this harness knows (so a new step cannot go unnoticed). */
export function unknownExampleFolders(): string[] {
  const root = path.join(loadSpec().dir, 'components', 'examples', 'personal-loans');
  const known = new Set<string>([...ONDC_ACTIONS, 'forms']);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !known.has(entry.name))
    .map((entry) => entry.name);
}
