/* Input of test/Driver/lang7-options.test: plain C in a file whose suffix
 * says nothing (compiled with `cstar -x c`). */
int helper7(int v) { return 3 * v; }
