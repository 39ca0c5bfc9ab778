/* Input of test/Driver/lang7-options.test: a C* header of the program. */
#define N 7
shape [N]S;
int helper7(int v);
