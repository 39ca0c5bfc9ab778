/* A C error from Clang points at the .cs line. */
shape [4]S;
int main(void) {
    int y = nosuch + 1;
    return y;
}
