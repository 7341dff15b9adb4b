// The owner of the tests' precompiled header (tests/CMakeLists.txt, attention_test_pch): a
// program that does nothing, built with the same flags as every test.
int main()
{
    return 0;
}
