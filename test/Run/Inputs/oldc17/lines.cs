/* lines.cs -- one line of text per processor: words per line (sscanf %n),
 * letter counts in a parallel array, totals by reduction, a report per line. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define NL 8
#define LL 64

static const char *poem[NL] = {
	"Tyger Tyger, burning bright,",
	"In the forests of the night;",
	"What immortal hand or eye,",
	"Could frame thy fearful symmetry?",
	"",
	"In what distant deeps or skies.",
	"Burnt the fire of thine eyes?",
	"On what wings dare he aspire?",
};

shape [NL]lines;
char:lines text[LL];
int:lines nwords, cnt[26], longest;

elemental int count_words(const char *s, int *maxlen)
{
	char w[LL];
	int n = 0, used;
	*maxlen = 0;
	while (sscanf(s, "%63s%n", w, &used) == 1) {
		n++;
		if ((int)strlen(w) > *maxlen) *maxlen = strlen(w);
		s += used;
	}
	return n;
}

elemental void tally(const char *s, int c[26])
{
	for (; *s; s++)
		if (isalpha((unsigned char)*s)) c[tolower((unsigned char)*s) - 'a']++;
}

elemental void report(int i, const char *s, int n, int l)
{
	printf("%d: %2d words, longest %2d |%s|\n", i, n, l, s);
}

main()
{
	int i, k, tot[26], words;
	with (lines) {
		for (i = 0; i < NL; i++)
			where (pcoord(0) == i) strcpy(text, poem[i]);
		nwords = count_words(text, &longest);
		for (k = 0; k < 26; k++) cnt[k] = 0;
		tally(text, cnt);
		report(pcoord(0), text, nwords, longest);
		for (k = 0; k < 26; k++) tot[k] = += cnt[k];
		words = += nwords;
		printf("%d words, %d letters; e %d t %d; empty lines %d\n", words,
		       (+= (int:lines)strlen(text)) - 0 * words, tot['e' - 'a'], tot['t' - 'a'],
		       += (int:lines)(nwords == 0));
	}
}
