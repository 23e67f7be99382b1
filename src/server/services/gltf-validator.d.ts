// The part of the Khronos glTF validator's API we use (the package ships no types): validateBytes and
// its report (node_modules/gltf-validator/validation.schema.json).
declare module 'gltf-validator' {
  type Issue = { code: string; message: string; severity: 0 | 1 | 2 | 3; pointer?: string; offset?: number };
  type Report = {
    mimeType?: string;
    issues: { numErrors: number; numWarnings: number; messages: Issue[]; truncated: boolean };
    info?: {
      resources?: {
        pointer: string;
        storage: 'data-uri' | 'buffer-view' | 'glb' | 'external';
        uri?: string;
      }[];
      totalTriangleCount?: number;
    };
  };
  type Options = {
    uri?: string;
    format?: 'glb' | 'gltf';
    maxIssues?: number;
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
  };
  export function validateBytes(data: Uint8Array, options?: Options): Promise<Report>;
}
