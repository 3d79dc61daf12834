/** The browser binary: CHROMIUM_PATH, else Debian's. */
export declare const chromiumPath: string;
/** Flags that work as root in a container: no sandbox, no GPU, no background traffic. */
export declare const chromiumArgs: readonly string[];
