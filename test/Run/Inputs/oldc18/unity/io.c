static void report(tag, e)
char *tag;
double e;
{
	printf("%-8s %10.4f\n", tag, e);
}
