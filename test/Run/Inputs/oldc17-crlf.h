/* the program's own header, CR LF too */
#define N 6
#define SQUARE_ODD(v) \
	where ((v) & 1) \
		(v) *= (v)
