/* The library half of two_main.cs. */
shape [10]V;
int:V v;
int fill(void) { with (V) v = pcoord(0); return 0; }
