/* a parallel pcoord axis compiled (gcc warned: the storage pointer was the axis) */
shape [8]S;
int:S x;
int main(void)
{
    with (S) x = pcoord(x);
    return 0;
}
