export declare const singletons: Record<string, string | false>;
export interface PackageJsonDeps {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
export declare function sharedFor(
  pkg: PackageJsonDeps,
): Record<string, { singleton: true; requiredVersion: string | false }>;
