/* fuzz seed 100 #1363: `char:S w[v]` with v parallel: gcc "size of array 'w' has non-integer type" */
shape [8]S;
int:S v;
int main(void)
{
    with (S) {
        char:S w[v];
        w[0] = 1;
    }
    return 0;
}
