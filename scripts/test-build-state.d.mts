export declare const root: string;
export declare const stampPath: string;
export declare const serverEntry: string;
export declare function buildReason(env?: NodeJS.ProcessEnv): string | null;
export declare function markBuilt(): void;
