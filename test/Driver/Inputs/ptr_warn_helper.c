int helper(void) { int *p = 0; char *q = p; return q != 0; }
