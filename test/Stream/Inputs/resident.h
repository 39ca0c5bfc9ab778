/* resident_kib(): this process's resident set in KiB (/proc/self/statm), -1
 * if unknown. For tests that check memory is left untouched (fresh zero
 * pages): test/Stream/perf15-zeropages.cs, test/Run/perf16-palloc.cs. */
#include <stdio.h>

static long resident_kib(void)
{
    long size = 0, res = 0;
    FILE *s = fopen("/proc/self/statm", "r");
    if (!s) return -1;
    if (fscanf(s, "%ld %ld", &size, &res) != 2) res = -1;
    fclose(s);
    return res * 4;
}
