import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every sentence written in the source of a folder, for the test that holds the Arabic catalog complete: string
 * literals and templates that read as a sentence for people (a space, a closing full stop). A template's
 * `${…}` parts become `{0}`, `{1}`, so it is checked against the catalog's templated entries. OpenAPI prose
 * (`summary`, `description`), thrown programming errors and log lines are for developers and are left out.
 */
export function sentencesInSource(folder: string): { text: string; file: string }[] {
  const found: { text: string; file: string }[] = [];
  for (const file of sourceFiles(folder)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const text = sentenceOf(node);
      if (text !== undefined && !isDeveloperText(node)) found.push({ text, file });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function sentenceOf(node: ts.Node): string | undefined {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node))
    text = node.head.text + node.templateSpans.map((span, index) => `{${index}}${span.literal.text}`).join('');
  else return undefined;
  return / /.test(text) && /[.)!]$/.test(text) && /^[A-Za-z{]/.test(text) ? text : undefined;
}

const developerProperties = new Set(['summary', 'description', 'example']);

function isDeveloperText(node: ts.Node): boolean {
  for (let parent = node.parent; parent && !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && developerProperties.has(parent.name.getText())) return true;
    // A thrown error for developers (Error, TypeError, a ResponseContractError); an HttpError is for the reader.
    if (
      ts.isNewExpression(parent) &&
      /Error$/.test(parent.expression.getText()) &&
      !/HttpError$/.test(parent.expression.getText())
    )
      return true;
    if (ts.isCallExpression(parent) && /(^|\.)(console|log|logger)\.\w+$/.test(parent.expression.getText()))
      return true;
  }
  return false;
}
