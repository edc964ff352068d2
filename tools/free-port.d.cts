/** A free port on 127.0.0.1 that no other caller of freePort has been handed within the last half hour. */
export declare function freePort(): Promise<number>;
