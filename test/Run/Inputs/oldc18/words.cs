/* strs.cs -- per-position strings, octal escapes, unsigned mixes, 1994 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define NW 8
shape [NW]words;
typedef char:words Word[16];
typedef unsigned int:words UPar;

static char *dict[NW] = { "alpha", "Bravo", "charlie", "\104elta", "echo\041", "fox\164rot", "golf", "hotel" };

Word w, tag;
UPar hash;
int:words len;

elemental unsigned hashstr(s)
char *s;
{
	register unsigned h = 0;
	while (*s) h = h * 31 + (unsigned char)*s++;
	return h;
}

main()
{
	register int i;
	int neg = -1;
	unsigned big = 3000000000u;
	with (words) {
		for (i = 0; i < NW; i++)
			where (pcoord(0) == i) strcpy(w, dict[i]);
		len = strlen(w);
		strcpy(tag, "\033[");
		strcat(tag, w);
		strncat(tag, "\177\377", 1);
		w[0] = toupper(w[0]);
		hash = hashstr(w);
		where (strcmp(w, "Echo!") <= 0)
			printf("%d\n", += len);
		/* unsigned vs signed: -1 converts to UINT_MAX */
		printf("%d %d\n", += (hash > neg), += (len > neg));
		printf("%u %u\n", >?= hash, <?= hash);
		printf("%d\n", += (hash % 7u > big % 7u));
		for (i = 0; i < NW; i++)
			printf("%s %d %o %u %d\n", [i]w, [i]len, (unsigned)[i]tag[0], [i]hash, (int)strlen([i]tag));
		where (strchr(w, 'o') != NULL) printf("with o: %d\n", += (int:words)1);
	}
	return 0;
}
