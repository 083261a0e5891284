import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The committed UBL-TR rule files (server/rules/ubl-tr, README there names their source), found
 * from this module under tsx (src/modules/invoices/) and from dist/server.js in the bundle.
 */
function rulesDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../rules/ubl-tr'), path.resolve(here, '../rules/ubl-tr')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'README.md')));
  if (!found) throw new Error('UBL-TR rule files not found (server/rules/ubl-tr)');
  return found;
}

export interface XsdFile {
  fileName: string;
  contents: string;
}

export interface RuleFiles {
  /** The entry schema (maindoc/UBL-Invoice-2.1.xsd) and the files it imports, named by their relative paths. */
  invoiceSchema: XsdFile;
  imports: XsdFile[];
  /** GİB's Schematron compiled for SaxonJS. */
  schematronSef: unknown;
}

let loaded: RuleFiles | null = null;

/** Read once per process, on the first validation. */
export function ruleFiles(): RuleFiles {
  if (loaded) return loaded;
  const dir = rulesDir();
  const read = (folder: string) =>
    readdirSync(path.join(dir, 'xsd', folder))
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => ({ fileName: `${folder}/${name}`, contents: readFileSync(path.join(dir, 'xsd', folder, name), 'utf8') }));
  const all = [...read('common'), ...read('maindoc')];
  const invoiceSchema = all.find((file) => file.fileName === 'maindoc/UBL-Invoice-2.1.xsd');
  if (!invoiceSchema) throw new Error('UBL-Invoice-2.1.xsd missing');
  const sef = JSON.parse(gunzipSync(readFileSync(path.join(dir, 'schematron', 'UBL-TR_Main_Schematron.sef.json.gz'))).toString('utf8')) as unknown;
  loaded = { invoiceSchema, imports: all.filter((file) => file !== invoiceSchema), schematronSef: sef };
  return loaded;
}
