/* A C* syntax error in a header. */
shape [4]S;
int:S x = ;
