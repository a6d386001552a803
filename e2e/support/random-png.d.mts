/** A PNG of random pixels: content of its own each time, so the library takes each as a new file. */
export declare function randomPng(width: number, height: number): Buffer;
