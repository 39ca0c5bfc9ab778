/* `with (sp)` of a `shape *` ran with the pointer as the shape (a warning only) */
shape [8]S;
int:S x;
int main(void)
{
    shape *sp = &S;
    with (sp) x = 1;
    return 0;
}
