shape [4]S;
int:S a;
int main(void) { int s = 0; with (S) where (1) s = 1; return s - 1; }
