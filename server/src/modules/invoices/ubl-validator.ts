import { createRequire } from 'node:module';
import { validateXML } from 'xmllint-wasm';
import { ruleFiles } from './rule-files';

const require = createRequire(import.meta.url);

interface SaxonApi {
  transform(
    options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized'; stylesheetParams: Record<string, string> },
    mode: 'sync',
  ): { principalResult: string };
}
let saxon: SaxonApi | null = null;
const saxonJs = (): SaxonApi => (saxon ??= require('saxon-js') as SaxonApi);

export interface RuleFailure {
  /** 'xsd' for the UBL 2.1 schema, 'schematron' for GİB's rules. */
  source: 'xsd' | 'schematron';
  /** The rule's own text (GİB's Turkish message, or libxml2's schema message). */
  text: string;
  location?: string;
}

export interface ValidationResult {
  valid: boolean;
  failures: RuleFailure[];
  xsdMs: number;
  schematronMs: number;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The failed assertions (and raised reports) of an SVRL answer, with their texts. */
export function svrlFailures(svrl: string): RuleFailure[] {
  const failures: RuleFailure[] = [];
  for (const match of svrl.matchAll(/<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g)) {
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[3])?.[1] ?? '';
    const location = /location="([^"]*)"/.exec(match[2])?.[1];
    failures.push({ source: 'schematron', text: decode(text).replace(/\s+/g, ' ').trim(), location: location ? decode(location) : undefined });
  }
  return failures;
}

/** UBL 2.1 schema (GİB's XSD package) by libxml2 compiled to WebAssembly. */
export async function checkSchema(xml: string): Promise<RuleFailure[]> {
  const files = ruleFiles();
  const result = await validateXML({ xml: { fileName: 'invoice.xml', contents: xml }, schema: files.invoiceSchema, preload: files.imports });
  return result.valid
    ? []
    : result.errors.map((error) => ({
        source: 'xsd' as const,
        text: error.message.replace(/^Schemas validity error : /, ''),
        location: error.loc ? `satır ${error.loc.lineNumber}` : undefined,
      }));
}

/** GİB's Schematron (compiled XSLT) by SaxonJS; `earchive` narrows the profile rule to EARSIVFATURA. */
export function checkSchematron(xml: string, type: 'efatura' | 'earchive'): RuleFailure[] {
  const out = saxonJs().transform(
    { stylesheetInternal: ruleFiles().schematronSef, sourceText: xml, destination: 'serialized', stylesheetParams: { type } },
    'sync',
  );
  return svrlFailures(out.principalResult);
}

/** Both checks; the invoice leaves only when this is valid. */
export async function validateInvoiceXml(xml: string, profile: string): Promise<ValidationResult> {
  const started = performance.now();
  const xsd = await checkSchema(xml);
  const afterXsd = performance.now();
  const schematron = checkSchematron(xml, profile === 'EARSIVFATURA' ? 'earchive' : 'efatura');
  const failures = [...xsd, ...schematron];
  return { valid: failures.length === 0, failures, xsdMs: afterXsd - started, schematronMs: performance.now() - afterXsd };
}
