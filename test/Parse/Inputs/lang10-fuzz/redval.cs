/* a reduction used as a value was left as C: s += (storage pointer) */
shape [8]S;
int:S x;
int main(void)
{
    int s = 0, k;
    with (S) k = (s += x) + 1;
    return k;
}
