/* fuzz seed 200 #1389: `double scaled();` then a parallel definition: gcc "conflicting types for 'scaled'" */
shape [8]line;
double scaled();
int main()
{
    double s = 0;
    with (line) s += scaled(1.0 * pcoord(0), 0.5f);
    return (int)s;
}
double:line scaled(v, f)
double:line v;
float f;
{
    return v * f;
}
