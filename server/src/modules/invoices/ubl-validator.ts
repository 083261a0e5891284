import { createRequire } from 'node:module';
import { XmlBufferInputProvider, XmlDocument, xmlRegisterInputProvider, XmlValidateError, XsdValidator } from 'libxml2-wasm';
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

/** Where the schema files live for libxml2's loader (a name no real file has). */
const XSD_ROOT = '/tamir-ubl-tr-xsd/';
let xsdValidator: XsdValidator | null = null;

/**
 * The UBL 2.1 schema compiled once per process (about 0.4 s) and kept: libxml2 in WebAssembly
 * (libxml2-wasm) loads the imported files from memory, so each invoice is then only parsed and
 * checked against the compiled schema (tens of milliseconds).
 */
function compiledSchema(): XsdValidator {
  if (xsdValidator) return xsdValidator;
  const files = ruleFiles();
  const buffers: Record<string, Uint8Array> = {};
  for (const file of [files.invoiceSchema, ...files.imports]) buffers[XSD_ROOT + file.fileName] = Buffer.from(file.contents, 'utf8');
  xmlRegisterInputProvider(new XmlBufferInputProvider(buffers));
  const entry = XSD_ROOT + files.invoiceSchema.fileName;
  const schemaDoc = XmlDocument.fromBuffer(buffers[entry], { url: entry });
  try {
    xsdValidator = XsdValidator.fromDoc(schemaDoc);
  } finally {
    schemaDoc.dispose();
  }
  return xsdValidator;
}

/** UBL 2.1 schema (GİB's XSD package) by libxml2 compiled to WebAssembly, the compiled schema kept between calls. */
export async function checkSchema(xml: string): Promise<RuleFailure[]> {
  const validator = compiledSchema();
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    return [{ source: 'xsd', text: error instanceof Error ? error.message.trim() : String(error) }];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((detail) => ({
      source: 'xsd' as const,
      text: detail.message.trim(),
      location: detail.line ? `satır ${detail.line}` : undefined,
    }));
  } finally {
    doc.dispose();
  }
}

/** GİB's Schematron (compiled XSLT) by SaxonJS; `earchive` narrows the profile rule to EARSIVFATURA. */
export function checkSchematron(xml: string, type: 'efatura' | 'earchive'): RuleFailure[] {
  const out = saxonJs().transform(
    { stylesheetInternal: ruleFiles().schematronSef, sourceText: xml, destination: 'serialized', stylesheetParams: { type } },
    'sync',
  );
  return svrlFailures(out.principalResult);
}

/**
 * Compiles the schema and loads the Schematron once (a second or two on the first call, nothing
 * after): called before the issuing transaction, so the first invoice after a start does not hold
 * the number lock while the rule files load.
 */
let prepared = false;
export function prepareValidation(): void {
  if (prepared) return;
  compiledSchema();
  // SaxonJS readies the compiled stylesheet on its first transform: run it once on an empty document.
  checkSchematron('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>', 'efatura');
  prepared = true;
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
