/* Shared by the lang12 scalar-library tests: how many of the N positions of
 * S hold r once position 0 holds r as this rank computed it. N when every
 * rank computed the same r (one answer per program), fewer when a rank's r
 * differs from rank 0's. K&R style, as the tests' programs are. */
int same(r) int r;
{
    int k;
    with (S) { [0]v = r; k = += (int:S)(r == [0]v); }
    return k;
}
