import { IngestError, type VerseRecord } from '../model';
import { VerseCollector, positiveNumber, resolveBook } from './upload-common';

/** Tables an upload may insert into; any other name is refused. */
import { SQL_TABLE_PATTERN } from '../../core/admin/limits';

type Token =
  | { kind: 'string'; value: string; line: number }
  | { kind: 'identifier'; value: string; quoted: boolean; line: number }
  | { kind: 'number'; value: string; line: number }
  | { kind: 'punctuation'; value: string; line: number };

const WORD = /[A-Za-z_][A-Za-z0-9_$]*/y;
const NUMBER = /-?\d+(\.\d+)?/y;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '0': '\0', b: '\b', Z: '\x1a' };

/** Splits SQL into tokens, skipping whitespace and comments (`-- …`, `# …`, `/* … *\/`). Never executes anything. */
function* tokenize(fileName: string, sql: string): Generator<Token> {
  let line = 1;
  let index = 0;
  const fail = (detail: string): never => {
    throw new IngestError(fileName, line, detail);
  };
  while (index < sql.length) {
    const char = sql[index]!;
    if (char === '\n') {
      line++;
      index++;
    } else if (/\s/.test(char)) {
      index++;
    } else if ((char === '-' && sql[index + 1] === '-') || char === '#') {
      while (index < sql.length && sql[index] !== '\n') index++;
    } else if (char === '/' && sql[index + 1] === '*') {
      const end = sql.indexOf('*/', index + 2);
      if (end < 0) fail('a /* comment is never closed');
      line += (sql.slice(index, end).match(/\n/g) ?? []).length;
      index = end + 2;
    } else if (char === "'") {
      const start = line;
      let value = '';
      index++;
      for (;;) {
        if (index >= sql.length) throw new IngestError(fileName, start, 'a quoted string is never closed');
        const next = sql[index]!;
        if (next === "'" && sql[index + 1] === "'") {
          value += "'";
          index += 2;
        } else if (next === "'") {
          index++;
          break;
        } else if (next === '\\' && index + 1 < sql.length) {
          const escaped = sql[index + 1]!;
          value += ESCAPES[escaped] ?? escaped;
          if (escaped === '\n') line++;
          index += 2;
        } else {
          if (next === '\n') line++;
          value += next;
          index++;
        }
      }
      yield { kind: 'string', value, line: start };
    } else if (char === '`' || char === '"') {
      const end = sql.indexOf(char, index + 1);
      if (end < 0 || sql.slice(index, end).includes('\n'))
        fail(`a ${char}quoted name${char} is never closed`);
      yield { kind: 'identifier', value: sql.slice(index + 1, end), quoted: true, line };
      index = end + 1;
    } else if (/[A-Za-z_]/.test(char)) {
      WORD.lastIndex = index;
      const word = WORD.exec(sql)![0];
      yield { kind: 'identifier', value: word, quoted: false, line };
      index += word.length;
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(sql[index + 1] ?? ''))) {
      NUMBER.lastIndex = index;
      const number = NUMBER.exec(sql)![0];
      yield { kind: 'number', value: number, line };
      index += number.length;
    } else {
      // Operators and anything else become single-character tokens, refused by the parser where they stand.
      yield { kind: 'punctuation', value: char, line };
      index++;
    }
  }
}

const isKeyword = (token: Token | undefined, keyword: string): boolean =>
  token?.kind === 'identifier' && !token.quoted && token.value.toUpperCase() === keyword;
const isPunctuation = (token: Token | undefined, value: string): boolean =>
  token?.kind === 'punctuation' && token.value === value;

/**
 * Reads a SQL dump of verse rows WITHOUT executing it: only `INSERT INTO bible_verses_<name> (columns) VALUES
 * (…), (…);` statements whose columns include book, chapter, verse and text are accepted; any other statement
 * (CREATE, DROP, UPDATE, SET, …) or expression is refused with its line. Comments are skipped.
 */
export function readSqlDump(fileName: string, sql: string): VerseRecord[] {
  // Tokens are read lazily, so the first problem in the file is the one reported.
  const tokens = tokenize(fileName, sql);
  let current = tokens.next();
  let lastLine = 1;
  const peek = (): Token | undefined => (current.done ? undefined : current.value);
  const advance = (): true => {
    lastLine = peek()?.line ?? lastLine;
    current = tokens.next();
    return true;
  };
  const expect = (predicate: (token: Token | undefined) => boolean, what: string): Token => {
    const token = peek();
    if (!predicate(token)) {
      const found = token ? `"${token.value}"` : 'the end of the file';
      throw new IngestError(fileName, token?.line ?? lastLine, `expected ${what}, found ${found}`);
    }
    advance();
    return token!;
  };
  const collector = new VerseCollector(fileName);
  let table: string | undefined;

  while (peek()) {
    if (isPunctuation(peek(), ';')) {
      advance();
      continue;
    }
    const start = peek()!;
    if (!isKeyword(start, 'INSERT')) {
      throw new IngestError(
        fileName,
        start.line,
        `only INSERT INTO ${'bible_verses_…'} (…) VALUES statements are accepted, found "${start.value}"`,
      );
    }
    advance();
    expect((token) => isKeyword(token, 'INTO'), 'INTO');
    const name = expect((token) => token?.kind === 'identifier', 'a table name');
    if (!SQL_TABLE_PATTERN.test(name.value)) {
      throw new IngestError(
        fileName,
        name.line,
        `table "${name.value}" is not allowed: use bible_verses_<name>`,
      );
    }
    if (table !== undefined && table !== name.value) {
      throw new IngestError(
        fileName,
        name.line,
        `a dump must fill one table, found ${table} and ${name.value}`,
      );
    }
    table = name.value;
    expect((token) => isPunctuation(token, '('), 'the column list "("');
    const columns: string[] = [];
    do {
      columns.push(expect((token) => token?.kind === 'identifier', 'a column name').value.toLowerCase());
    } while (isPunctuation(peek(), ',') && advance());
    expect((token) => isPunctuation(token, ')'), '")"');
    const missing = ['book', 'chapter', 'verse', 'text'].filter((column) => !columns.includes(column));
    if (missing.length > 0) {
      throw new IngestError(fileName, name.line, `the column list lacks ${missing.join(', ')}`);
    }
    expect((token) => isKeyword(token, 'VALUES'), 'VALUES');
    do {
      const open = expect((token) => isPunctuation(token, '('), 'a row "("');
      const values: Token[] = [];
      do {
        const value = peek();
        if (isKeyword(value, 'NULL') || value?.kind === 'string' || value?.kind === 'number')
          values.push(value!);
        else expect(() => false, 'a quoted string, a number or NULL');
        advance();
      } while (isPunctuation(peek(), ',') && advance());
      expect((token) => isPunctuation(token, ')'), '")" closing the row');
      if (values.length !== columns.length) {
        throw new IngestError(
          fileName,
          open.line,
          `the row has ${values.length} values for ${columns.length} columns`,
        );
      }
      const field = (column: string): string => {
        const value = values[columns.indexOf(column)]!;
        if (value.kind === 'identifier') throw new IngestError(fileName, value.line, `${column} is NULL`);
        return value.value;
      };
      collector.add(
        resolveBook(field('book'), fileName, open.line),
        positiveNumber(field('chapter'), 'chapter', fileName, open.line),
        positiveNumber(field('verse'), 'verse', fileName, open.line),
        field('text'),
        open.line,
      );
    } while (isPunctuation(peek(), ',') && advance());
    if (peek()) expect((token) => isPunctuation(token, ';'), '";" ending the statement');
  }
  return collector.finish();
}
