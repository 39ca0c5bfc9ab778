/* fuzz seed 200 #1347: a prototype parameter without a type: gcc "unknown type name 'v'" */
#include <stdio.h>
void note(FILE *f, v) { fprintf(f, "note %d\n", v); }
int main(void) { note(stdout, 3); return 0; }
