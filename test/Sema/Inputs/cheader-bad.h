/* C* errors in a program's own header: reported at the header's lines. */
shape [4]S;
int:S good;
int:T bad;
