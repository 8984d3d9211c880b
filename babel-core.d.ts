// The one function of @babel/core that vite.config.ts calls (the package ships no types of its own).
declare module "@babel/core" {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: { mappings: string } | null } | null>;
}
