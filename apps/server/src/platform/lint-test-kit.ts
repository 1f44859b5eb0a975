import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * Lints pieces of code as if each were a file of the repository (`file`, from its root), with the
 * repository's configuration; `rulePrefix` keeps the rules of one family only. Call it at the top of
 * a test file: lint runs from the repository root meanwhile, as the boundary and table rules
 * classify files by their path from the working directory.
 */
export function lintAs(rulePrefix?: string) {
  const eslint = new ESLint({ cwd: root, ...(rulePrefix ? { ruleFilter: ({ ruleId }: { ruleId: string }) => ruleId.startsWith(rulePrefix) } : {}) });
  const started = process.cwd();
  beforeAll(() => process.chdir(root));
  afterAll(() => process.chdir(started));
  return {
    /** What lint says of `code` as the file at `file`. */
    async lintCode(file: string, code: string): Promise<Linter.LintMessage[]> {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
      return result?.messages ?? [];
    },
    /** The findings in the repository's files matching `patterns`, as `path:line rule`. */
    async lintFiles(patterns: string[]): Promise<string[]> {
      const results = await eslint.lintFiles(patterns);
      return results.flatMap((result) => result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line} ${message.ruleId ?? message.message}`));
    },
  };
}

/** The ids of the rules a message list names (the message itself where a parse error has none). */
export const ruleIds = (messages: Linter.LintMessage[]): string[] => messages.map((message) => message.ruleId ?? message.message);
