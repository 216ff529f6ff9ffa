import type { ESLint } from 'eslint';

export const ROOT: string;
export const IMPORT_PATTERN: RegExp;
export function importedPaths(text: string): string[];
export function importGraph(root?: string): Map<string, string[]>;
export function circles(graph: Map<string, string[]>): string[][];
export function domainOf(file: string, root?: string): string | undefined;
export function domainGraph(graph: Map<string, string[]>, root?: string): Map<string, string[]>;
export const importGraphPlugin: ESLint.Plugin;
